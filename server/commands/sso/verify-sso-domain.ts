/**
 * An organization proves an e-mail domain it claims for single sign-on (docs/api.md §7 "Single sign-on"): the
 * domain's DNS holds the TXT record `byggarkiv-verification=<its token>`. The superadmin may mark one proven
 * without DNS (a test environment); both are audited. A domain another organization has proven is 409.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { codeOfMessage } from '../../../common/api/error-codes';
import { DOMAIN_VERIFICATION_PREFIX } from '../../../common/api/sso';
import { MSG_ACCOUNT } from '../../../common/messages';
import { orgFact, recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { ssoEmailDomains, type OrganizationRow, type UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { DnsUnreachable, txtRecords } from '../../lib/dns-txt';
import { authorize } from '../../policies/authorize';

const verifiedElsewhere = () =>
  new AppError(
    409,
    MSG_ACCOUNT.ssoDomainVerifiedElsewhere,
    codeOfMessage(MSG_ACCOUNT.ssoDomainVerifiedElsewhere) ?? 'CONFLICT',
  );

export async function verifySsoDomain(
  ctx: AppContext,
  caller: UserRow,
  org: OrganizationRow,
  domain: string,
  withoutDns: boolean,
): Promise<void> {
  const [claim] = await ctx.db
    .select()
    .from(ssoEmailDomains)
    .where(and(eq(ssoEmailDomains.organizationId, org.id), eq(ssoEmailDomains.domain, domain)));
  if (!claim) throw notFound(MSG_ACCOUNT.ssoDomainNotClaimed);
  if (claim.verifiedAt) return;
  const [elsewhere] = await ctx.db
    .select({ organizationId: ssoEmailDomains.organizationId })
    .from(ssoEmailDomains)
    .where(
      and(
        eq(ssoEmailDomains.domain, domain),
        ne(ssoEmailDomains.organizationId, org.id),
        isNotNull(ssoEmailDomains.verifiedAt),
      ),
    );
  if (elsewhere) throw verifiedElsewhere();

  if (withoutDns) authorize(caller, 'organization.markSsoDomainVerified', org);
  else await proveByDns(ctx, domain, claim.verificationToken);

  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(ssoEmailDomains)
        .set({ verifiedAt: new Date(), verifiedBy: withoutDns ? 'superadmin' : 'dns' })
        .where(and(eq(ssoEmailDomains.organizationId, org.id), eq(ssoEmailDomains.domain, domain)));
      const action = withoutDns ? 'auth.ssoDomainMarkedVerified' : 'auth.ssoDomainVerified';
      await recordAudit(tx, { user: caller }, { ...orgFact(action, org), details: { to: domain } });
    });
  } catch (err) {
    // Another organization proved it between the check and now (the partial unique index on proven domains).
    if (isUniqueViolation(err)) throw verifiedElsewhere();
    throw err;
  }
}

async function proveByDns(ctx: AppContext, domain: string, token: string): Promise<void> {
  let records: string[];
  try {
    records = await txtRecords(domain, ctx.config.dnsServers);
  } catch (err) {
    if (!(err instanceof DnsUnreachable)) throw err;
    ctx.log.warn({ err, domain }, 'DNS did not answer a domain verification');
    throw badRequest(MSG_ACCOUNT.ssoDomainDnsFailed, [{ field: 'domain', message: MSG_ACCOUNT.ssoDomainDnsFailed }]);
  }
  const expected = `${DOMAIN_VERIFICATION_PREFIX}${token}`;
  if (!records.some((r) => r.trim() === expected))
    throw badRequest(MSG_ACCOUNT.ssoDomainRecordMissing, [
      { field: 'domain', message: MSG_ACCOUNT.ssoDomainRecordMissing },
    ]);
}
