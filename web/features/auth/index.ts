/** The auth feature's public face: other features import only what is here. */
export { authKeys } from '../../entities/session/keys';
export { sessionUserId, updateSessionUser } from '../../entities/session/session';
export { useChangePassword } from '../../entities/credentials/use-change-password';
export { useAbilities, useCurrentUser } from '../../entities/session/use-current-user';
export { usePublicOrganizations } from '../../entities/organization/use-public-organizations';
export { useMfaDisable, useRenewRecoveryCodes } from '../../entities/credentials/use-mfa';
export { RecoveryCodes } from '../../entities/credentials/recovery-codes';
export { TotpSetup } from '../../entities/credentials/totp-setup';
export {
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../../entities/credentials/use-passkeys';
