import type { SsoConfig } from '../../common/api/sso';
import type { StoredSso } from '../queries/sso';

/** An organization's single sign-on as its admins see it: everything but the client secret. */
export function presentSso({ row, domains }: StoredSso, redirectUri: string): SsoConfig {
  return {
    organization: row.organizationId,
    issuer: row.issuer,
    clientId: row.clientId,
    hasSecret: row.clientSecret !== '',
    emailDomains: domains,
    enabled: row.enabled,
    redirectUri,
    updatedAt: row.updatedAt.toISOString(),
  };
}
