import {
  startAuthentication,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ACCOUNT_SECURITY_PATHS, PASSKEY_PATHS } from '../../../../common/api/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '../../../../common/api/auth';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../entities/session/session';

/** The browser's passkey prompt for options from `POST auth/passkeys/login/options` (with the mfaToken or not). */
async function assertion(mfaToken?: string): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    PASSKEY_PATHS.loginOptions,
    mfaToken ? { mfaToken } : {},
  );
  return startAuthentication({ optionsJSON });
}

/** Signs in with a passkey alone: the browser asks which passkey, and the authenticator checks the person. */
export function usePasskeyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => api.post<LoginAnswer>(PASSKEY_PATHS.login, { response: await assertion() }),
    onSuccess: (answer) => {
      if ('api_token' in answer) startSession(queryClient, answer);
    },
  });
}

/** The second step of a sign-in answered with one of the person's passkeys. */
export function usePasskeySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mfaToken: string) =>
      api.post<LoginAnswer>(ACCOUNT_SECURITY_PATHS.loginMfa, { mfaToken, passkey: await assertion(mfaToken) }),
    onSuccess: (answer) => {
      if ('api_token' in answer) startSession(queryClient, answer);
    },
  });
}
