import { DOMAIN_VERIFICATION_PREFIX, type SsoConfig } from '../../common/api/sso';
import type { StoredSso } from '../queries/sso';

/** An organization's single sign-on as its admins see it: everything but the client secret. */
export function presentSso({ row, claims }: StoredSso, redirectUri: string): SsoConfig {
  return {
    organization: row.organizationId,
    issuer: row.issuer,
    clientId: row.clientId,
    hasSecret: row.clientSecret !== '',
    emailDomains: claims.map((c) => c.domain),
    domains: claims.map((c) => ({
      domain: c.domain,
      verified: c.verifiedAt !== null,
      verifiedAt: c.verifiedAt?.toISOString() ?? null,
      verifiedBy: c.verifiedAt ? (c.verifiedBy === 'superadmin' ? 'superadmin' : 'dns') : null,
      txtRecord: `${DOMAIN_VERIFICATION_PREFIX}${c.verificationToken}`,
    })),
    enabled: row.enabled,
    redirectUri,
    updatedAt: row.updatedAt.toISOString(),
  };
}
