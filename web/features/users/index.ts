/** The users feature's public face: other features import only what is here. */
export { userKeys } from '../../entities/user/keys';
export { useChangeAccountType } from '../../entities/user/use-change-account-type';
export { useUserLookup } from '../../entities/user/use-user-lookup';
