import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Passkey, type PasskeyListAnswer } from '../../../common/api/passkeys';
import { api } from '../../lib/api-client';
import { authKeys } from '../session/keys';
import { apiPath, PASSKEY_PATHS as PATHS } from '../../../common/api/paths';

const passkeyKeys = { all: ['auth', 'passkeys'] as const };
const one = (id: string) => apiPath(PATHS.one, { id });

/** GET auth/passkeys: the signed-in person's passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: ({ signal }) => api.get<PasskeyListAnswer>(PATHS.list, undefined, signal),
  });
}

/** Options, the browser's prompt to make a passkey, and the named result: two-step sign-in is on after it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(PATHS.registerOptions);
      const response = await startRegistration({ optionsJSON });
      return api.post<Passkey>(PATHS.register, { response, name });
    },
    onSuccess: () => {
      // The user's mfaEnabled (and an organization's hold) changed: verify_token tells.
      void queryClient.invalidateQueries({ queryKey: authKeys.session });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.patch<Passkey>(one(id), { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** DELETE auth/passkeys/{id} with the account's password. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.delete<{ success: true }>(one(id), undefined, { password }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.session }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
