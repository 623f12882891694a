/** The auth feature's public face: other features import only what is here. */
export { authKeys } from './api/keys';
export { sessionUserId, updateSessionUser } from './api/session';
export { useChangePassword } from './api/use-change-password';
export { useAbilities, useCurrentUser } from './api/use-current-user';
export { usePublicOrganizations } from './api/use-public-organizations';
export { PasswordPair } from './components/password-pair';
export { useMfaDisable, useRenewRecoveryCodes } from './api/use-mfa';
export { RecoveryCodes } from './components/recovery-codes';
export { TotpSetup } from './components/totp-setup';
export { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api/use-passkeys';
