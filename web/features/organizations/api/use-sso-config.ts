import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoConfig, SsoConfigBody, SsoVerifyDomainBody } from '../../../../common/api/sso';
import { apiPath, SSO_PATHS } from '../../../../common/api/paths';
import { api, ApiRequestError } from '../../../lib/api-client';

const path = (id: string) => apiPath(SSO_PATHS.config, { id });
const key = (id: string) => ['organization', 'sso', id] as const;

/** The organization's single sign-on for its admins; null while none is set up (the server's 404). */
export function useSsoConfig(organizationId: string) {
  return useQuery({
    queryKey: key(organizationId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SsoConfig>(path(organizationId), undefined, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSaveSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConfigBody) => api.put<SsoConfig>(path(organizationId), body),
    onSuccess: (saved) => queryClient.setQueryData(key(organizationId), saved),
  });
}

export function useRemoveSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ success: true }>(path(organizationId)),
    onSuccess: () => queryClient.setQueryData(key(organizationId), null),
  });
}

/** Whether the issuer answers discovery now; nothing is saved. */
export function useTestSso(organizationId: string) {
  return useMutation({
    mutationFn: (issuer: string) =>
      api.post<{ success: true; authorizationEndpoint: string }>(
        apiPath(SSO_PATHS.configTest, { id: organizationId }),
        { issuer },
      ),
  });
}

/** Proves a claimed domain by its DNS TXT record (or, `withoutDns`, the superadmin vouches for it). */
export function useVerifySsoDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoVerifyDomainBody) =>
      api.post<SsoConfig>(apiPath(SSO_PATHS.verifyDomain, { id: organizationId }), body),
    onSuccess: (saved) => queryClient.setQueryData(key(organizationId), saved),
  });
}
