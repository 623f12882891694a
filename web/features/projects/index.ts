/** The projects feature's public face: other features import only what is here. */
export { refreshProjects } from '../../entities/project/cache';
export { formatProjectError, projectErrorNotice, projectMessage } from '../../entities/project/errors';
export { projectKeys } from '../../entities/project/keys';
export { type PopulatedActivity, type ProjectDetail, userOf } from '../../entities/project/types';
export { OrganizationProjects } from './components/organization-projects';
