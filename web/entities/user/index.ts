/** A person as other features know them: cache keys, a look-up by e-mail, a change of account type, bookmarks. */
export { userKeys } from './keys';
export { useChangeAccountType, type ChangeAccountTypeInput } from './use-change-account-type';
export { useUserLookup } from './use-user-lookup';
export { useToggleBookmark, type BookmarkChange, type BookmarkKind } from './use-toggle-bookmark';
