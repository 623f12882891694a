/** A project as other features know it: its shapes, cache keys and refresh, and the texts of a failed call. */
export { refreshProjects, storeDetail } from './cache';
export { formatProjectError, projectErrorNotice, projectMessage, type ProjectMessageKey } from './errors';
export { projectKeys, type ProjectListParams } from './keys';
export { organizationOf, userOf, type PopulatedActivity, type ProjectDetail, type ProjectRow } from './types';
