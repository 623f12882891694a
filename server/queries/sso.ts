/** An organization's single sign-on as stored, and which organization an e-mail's domain signs in through. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  organizations,
  organizationSso,
  ssoEmailDomains,
  type OrganizationSsoRow,
  type SsoEmailDomainRow,
} from '../db/schema';

export interface StoredSso {
  row: OrganizationSsoRow;
  /** Every claimed domain, proven or not. */
  claims: SsoEmailDomainRow[];
  /** The proven ones: the only domains single sign-on answers for. */
  domains: string[];
}

export async function findSso(db: Db, organizationId: string): Promise<StoredSso | undefined> {
  const [row] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId));
  if (!row) return undefined;
  const claims = await db
    .select()
    .from(ssoEmailDomains)
    .where(eq(ssoEmailDomains.organizationId, organizationId))
    .orderBy(asc(ssoEmailDomains.domain));
  return { row, claims, domains: claims.filter((c) => c.verifiedAt !== null).map((c) => c.domain) };
}

/** The part after the last `@`, lower-cased; '' when there is none. */
export function domainOfEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The approved organization whose switched-on single sign-on answers for this e-mail's (proven) domain. */
export async function ssoForEmail(
  db: Db,
  email: string,
): Promise<{ organizationId: string; organizationName: string; sso: OrganizationSsoRow } | undefined> {
  const domain = domainOfEmail(email);
  if (!domain) return undefined;
  const [hit] = await db
    .select({ organizationId: organizations.id, organizationName: organizations.name, sso: organizationSso })
    .from(ssoEmailDomains)
    .innerJoin(organizations, eq(organizations.id, ssoEmailDomains.organizationId))
    .innerJoin(organizationSso, eq(organizationSso.organizationId, organizations.id))
    .where(
      and(
        eq(ssoEmailDomains.domain, domain),
        isNotNull(ssoEmailDomains.verifiedAt),
        eq(organizations.approved, true),
        eq(organizationSso.enabled, true),
      ),
    );
  return hit;
}
