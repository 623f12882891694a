import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoExchangeAnswer, SsoLookupAnswer } from '../../../../common/api/sso';
import { SSO_PATHS } from '../../../../common/api/paths';
import { api, buildUrl } from '../../../lib/api-client';
import { startSession } from '../../../entities/session/session';

/**
 * Whether the e-mail's domain signs in through its organization's provider (single sign-on). Only the domain is
 * sent (as `x@domain`): the answer is about the domain, never about whether an account exists.
 */
export function lookUpSso(email: string): Promise<SsoLookupAnswer> {
  const trimmed = email.trim().toLowerCase();
  const domain = trimmed.slice(trimmed.lastIndexOf('@') + 1);
  return api.get<SsoLookupAnswer>(SSO_PATHS.lookup, { email: `x@${domain}` });
}

/** Where the browser goes to sign in through the organization (a full page load: the provider's pages follow). */
export function ssoStartUrl(email: string, redirect: string | null): string {
  return buildUrl(SSO_PATHS.start, { email: email.trim(), redirect: redirect ?? undefined });
}

/** Trades the callback's one-time code for the session, as a password sign-in would start it. */
export function useSsoExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<SsoExchangeAnswer>(SSO_PATHS.exchange, { code }),
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
