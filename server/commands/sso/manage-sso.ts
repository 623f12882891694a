/**
 * An organization's admins set up, change and remove its single sign-on (docs/api.md §7 "Single sign-on"). A save
 * discovers the issuer first (a clear 400 when that fails, in seconds). A domain it names is only claimed: it counts
 * once proven (commands/sso/verify-sso-domain.ts), and one another organization has proven is 409 at once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { codeOfMessage } from '../../../common/api/error-codes';
import type { SsoConfigBody } from '../../../common/api/sso';
import { MSG_ACCOUNT } from '../../../common/messages';
import { orgFact, recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { organizationSso, ssoEmailDomains, type OrganizationRow, type UserRow } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { discoverProvider, forgetProvider } from '../../lib/oidc';
import { findSso, type StoredSso } from '../../queries/sso';

/** The body as the contract parsed it (domains trimmed and lower-cased). */
type SsoInput = Omit<SsoConfigBody, 'emailDomains'> & { emailDomains: string[] };

/** 409 naming the domains another organization already signs in (none known: a race lost at the insert). */
const domainTaken = (domains: string[]) =>
  new AppError(
    409,
    MSG_ACCOUNT.ssoDomainTaken,
    codeOfMessage(MSG_ACCOUNT.ssoDomainTaken) ?? 'CONFLICT',
    domains.map((d) => ({ field: 'emailDomains', message: d })),
  );

export async function saveSso(
  ctx: AppContext,
  caller: UserRow,
  org: OrganizationRow,
  input: SsoInput,
): Promise<StoredSso> {
  const existing = await findSso(ctx.db, org.id);
  const clientSecret = input.clientSecret?.trim() || existing?.row.clientSecret || '';
  if (!clientSecret)
    throw badRequest(MSG_ACCOUNT.ssoSecretRequired, [
      { field: 'clientSecret', message: MSG_ACCOUNT.ssoSecretRequired },
    ]);
  const domains = [...new Set(input.emailDomains)];
  const taken = await ctx.db
    .select({ domain: ssoEmailDomains.domain })
    .from(ssoEmailDomains)
    .where(
      and(
        inArray(ssoEmailDomains.domain, domains),
        ne(ssoEmailDomains.organizationId, org.id),
        isNotNull(ssoEmailDomains.verifiedAt),
      ),
    );
  if (taken.length) throw domainTaken(taken.map((t) => t.domain));

  const provider = { issuer: input.issuer.trim(), clientId: input.clientId.trim(), clientSecret };
  // A save always asks the provider afresh: the admin wants to know the issuer answers now.
  forgetProvider(provider);
  await discoverProvider(provider, ctx.config.ssoAllowLoopbackHttp);
  if (existing) forgetProvider(existing.row);

  const values = { ...provider, enabled: input.enabled ?? existing?.row.enabled ?? true, updatedAt: new Date() };
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(organizationSso)
        .values({ organizationId: org.id, ...values })
        .onConflictDoUpdate({ target: organizationSso.organizationId, set: values });
      // Domains kept keep their token and their proof; new ones get a token of their own.
      await tx
        .delete(ssoEmailDomains)
        .where(and(eq(ssoEmailDomains.organizationId, org.id), notInArray(ssoEmailDomains.domain, domains)));
      await tx
        .insert(ssoEmailDomains)
        .values(
          domains.map((domain) => ({ domain, organizationId: org.id, verificationToken: newVerificationToken() })),
        )
        .onConflictDoNothing();
      await recordAudit(tx, { user: caller }, orgFact('auth.ssoConfigured', org));
    });
  } catch (err) {
    // Another organization claimed one of the domains meanwhile.
    if (isUniqueViolation(err)) throw domainTaken([]);
    throw err;
  }
  const saved = await findSso(ctx.db, org.id);
  if (!saved) throw new Error('single sign-on vanished after saving');
  return saved;
}

/** 128 random bits, as the TXT record's value after `byggarkiv-verification=`. */
const newVerificationToken = () => randomBytes(16).toString('hex');

export async function removeSso(ctx: AppContext, caller: UserRow, org: OrganizationRow): Promise<void> {
  const existing = await findSso(ctx.db, org.id);
  if (!existing) throw notFound(MSG_ACCOUNT.ssoNotConfigured);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ssoEmailDomains).where(eq(ssoEmailDomains.organizationId, org.id));
    await tx.delete(organizationSso).where(eq(organizationSso.organizationId, org.id));
    await recordAudit(tx, { user: caller }, orgFact('auth.ssoRemoved', org));
  });
  forgetProvider(existing.row);
}

/** The admin's "test": whether the issuer answers discovery now, without saving anything. */
export async function testIssuer(ctx: AppContext, issuer: string, clientId: string): Promise<string> {
  const provider = { issuer: issuer.trim(), clientId: clientId.trim() || 'test', clientSecret: '' };
  forgetProvider(provider);
  const config = await discoverProvider(provider, ctx.config.ssoAllowLoopbackHttp);
  forgetProvider(provider);
  return config.serverMetadata().authorization_endpoint ?? '';
}
