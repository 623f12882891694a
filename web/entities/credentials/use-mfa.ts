import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type LoginMfaBody,
  type RecoveryCodesAnswer,
  type TotpSetupAnswer,
} from '../../../common/api/account-security';
import { ACCOUNT_SECURITY_PATHS as PATHS } from '../../../common/api/paths';
import type { LoginAnswer } from '../../../common/api/auth';
import { api } from '../../lib/api-client';
import { authKeys } from '../session/keys';
import { startSession, type Session } from '../session/session';

/** POST auth/login/mfa: the second step of a sign-in. */
export function useLoginMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginMfaBody) => api.post<LoginAnswer>(PATHS.loginMfa, body),
    onSuccess: (answer) => {
      if ('api_token' in answer) startSession(queryClient, answer);
    },
  });
}

/** POST auth/mfa/totp/setup: a new secret and its otpauth URL (shown once). */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => api.post<TotpSetupAnswer>(PATHS.totpSetup) });
}

/**
 * Marks the cached session user's authenticator app on or off. Two-step sign-in stays on without the app while a
 * passkey is left: the session is asked again to say so.
 */
function setMfa(queryClient: ReturnType<typeof useQueryClient>, enabled: boolean) {
  const session = queryClient.getQueryData<Session>(authKeys.session);
  if (session)
    queryClient.setQueryData<Session>(authKeys.session, {
      ...session,
      user: { ...session.user, totpEnabled: enabled, mfaEnabled: enabled || session.user.mfaEnabled },
    });
  if (!enabled) void queryClient.invalidateQueries({ queryKey: authKeys.session });
}

/** The organization's hold is over (two-step sign-in is on): the app opens again. */
export function liftMfaHold(queryClient: ReturnType<typeof useQueryClient>) {
  const session = queryClient.getQueryData<Session>(authKeys.session);
  if (session) queryClient.setQueryData<Session>(authKeys.session, { ...session, mfaSetupRequired: false });
}

/** POST auth/mfa/totp/enable: on, with ten recovery codes to keep. */
export function useTotpEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesAnswer>(PATHS.totpEnable, { code }),
    onSuccess: () => setMfa(queryClient, true),
  });
}

/** POST auth/mfa/disable with the password and a code. */
export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api.post<{ success: true }>(PATHS.disable, body),
    onSuccess: () => setMfa(queryClient, false),
  });
}

/** POST auth/mfa/recovery-codes with the password and a code: ten new recovery codes, the old ones void. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api.post<RecoveryCodesAnswer>(PATHS.recoveryCodes, body),
  });
}
