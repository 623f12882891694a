/** The projects feature's public face: other features import only what is here. */
export { refreshProjects } from './api/cache';
export { formatProjectError, projectErrorNotice, projectMessage } from './api/errors';
export { projectKeys } from './api/keys';
export { type PopulatedActivity, type ProjectDetail, userOf } from './api/types';
export { OrganizationProjects } from './components/organization-projects';
