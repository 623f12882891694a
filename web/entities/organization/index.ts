/** An organization as other features know it: its cache keys and the public list to apply to or join. */
export { MEMBER_POPULATE, organizationKeys, type OrganizationListParams } from './keys';
export { usePublicOrganizations } from './use-public-organizations';
