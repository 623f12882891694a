import { and, eq, sql } from 'drizzle-orm';
import type { RegisterBody } from '../../common/api/auth';
import { MSG } from '../../common/messages';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { organizationApplications, organizations, users, type UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { hashPassword } from '../lib/passwords';
import { refuseCommonPassword } from './check-password-strength';
import { issueApiToken, locateClient, type SessionClient } from './issue-api-token';
import { ERROR_CODES } from '../../common/api/error-codes';

/** Whether an account already has this (lower-cased) e-mail. */
async function emailTaken(db: Pick<AppContext['db'], 'select'>, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return Boolean(existing);
}

/**
 * Creates an account. Joining puts the user on the organization's member waiting list; creating requests
 * a new, unapproved organization that a superadmin approves later. All of it happens or none of it.
 */
export async function registerUser(
  ctx: AppContext,
  body: RegisterBody,
  client?: SessionClient,
): Promise<{ user: UserRow; token: string }> {
  const email = body.email.trim().toLowerCase();
  await refuseCommonPassword(body.password, [email, body.firstName, body.lastName]);
  // The cheap refusal first: a sign-up with an address in use costs no argon2 work (the 409 says as much as the
  // answer's time would). Hashed outside the transaction, which must not stay open for it.
  if (await emailTaken(ctx.db, email)) throw conflict(MSG.emailTaken, ERROR_CODES.emailTaken);
  const passwordHash = await hashPassword(body.password);
  try {
    const located = client && (await locateClient(ctx, client));
    return await ctx.db.transaction(async (tx) => {
      // Checked again: another sign-up may have taken the address while this one hashed.
      if (await emailTaken(tx, email)) throw conflict(MSG.emailTaken, ERROR_CODES.emailTaken);
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          title: body.title ?? '',
          phone: body.phone ?? '',
          address: body.address ?? '',
          userType: body.userType,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      if (body.organization && 'join' in body.organization) {
        const [org] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(and(eq(organizations.id, body.organization.join), eq(organizations.approved, true)));
        if (!org) throw notFound(MSG.orgNotFound);
        await tx.insert(organizationApplications).values({ userId: user.id, organizationId: org.id, role: 'member' });
      } else if (body.organization && 'create' in body.organization) {
        const { name, description } = body.organization.create;
        const [taken] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(sql`lower(${organizations.name})`, name.toLowerCase()));
        if (taken) throw conflict(MSG.orgNameTaken, 'ORGANIZATION_NAME_TAKEN');
        await tx.insert(organizations).values({ name, description: description ?? '', requestedBy: user.id });
      }
      const token = await issueApiToken(tx, user.id, located);
      return { user, token };
    });
  } catch (err) {
    // Two sign-ups racing for the same address or name meet the unique index instead of the check above.
    if (isUniqueViolation(err)) throw conflict(MSG.emailTaken, ERROR_CODES.emailTaken);
    throw err;
  }
}
