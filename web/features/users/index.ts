/** The users feature's public face: other features import only what is here. */
export { userKeys } from './api/keys';
export { useChangeAccountType } from './api/use-change-account-type';
export { useUserLookup } from './api/use-user-lookup';
