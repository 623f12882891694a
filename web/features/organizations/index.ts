/** The organizations feature's public face: other features import only what is here. */
export { organizationKeys } from '../../entities/organization/keys';
