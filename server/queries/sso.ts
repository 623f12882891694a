/** An organization's single sign-on as stored, and which organization an e-mail's domain signs in through. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, organizationSso, ssoEmailDomains, type OrganizationSsoRow } from '../db/schema';

export interface StoredSso {
  row: OrganizationSsoRow;
  domains: string[];
}

export async function findSso(db: Db, organizationId: string): Promise<StoredSso | undefined> {
  const [row] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId));
  if (!row) return undefined;
  const domains = await db
    .select({ domain: ssoEmailDomains.domain })
    .from(ssoEmailDomains)
    .where(eq(ssoEmailDomains.organizationId, organizationId))
    .orderBy(asc(ssoEmailDomains.domain));
  return { row, domains: domains.map((d) => d.domain) };
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

/** The approved organization whose switched-on single sign-on answers for this e-mail's domain. */
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
      and(eq(ssoEmailDomains.domain, domain), eq(organizations.approved, true), eq(organizationSso.enabled, true)),
    );
  return hit;
}
