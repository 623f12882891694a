/**
 * A person's means of signing in: password, authenticator app with its recovery codes, passkeys. Sign-in (auth) and
 * the account's security page (account) both use them.
 */
export { PasswordPair } from './password-pair';
export { PasswordStrengthInput } from './password-strength-input';
export { RecoveryCodes } from './recovery-codes';
export { TotpSetup } from './totp-setup';
export { useChangePassword } from './use-change-password';
export { liftMfaHold, useLoginMfa, useMfaDisable, useRenewRecoveryCodes } from './use-mfa';
export { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './use-passkeys';
