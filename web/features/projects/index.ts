/** The projects feature's public face: other features import only what is here. */
export { OrganizationProjects } from './components/organization-projects';
