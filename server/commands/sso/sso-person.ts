/**
 * Who a provider's sign-in is here. A subject linked before signs in as that account; otherwise the account with
 * the (verified) e-mail, which is then linked; otherwise a new account, a member of the organization. Only members
 * of that organization sign in through it: an account elsewhere (or the superadmin) keeps signing in with its
 * password, so an organization's provider can never speak for someone else's account.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MSG_ACCOUNT } from '../../../common/messages';
import { recordAudit } from '../../audit/record';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { organizations, ssoIdentities, users, type OrganizationSsoRow, type UserRow } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/secrets';
import { can } from '../../policies/authorize';
import type { ProviderPerson } from '../../lib/oidc';
import { SsoFailure } from './sso-failure';

const belongs = (user: UserRow, organizationId: string) => can(user, 'user.signInWithSso', { id: organizationId });

export async function personOfSignIn(
  ctx: AppContext,
  sso: OrganizationSsoRow,
  person: ProviderPerson & { email: string },
  clientAddress: string,
): Promise<UserRow> {
  const orgId = sso.organizationId;
  const [linked] = await ctx.db
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.issuer, sso.issuer), eq(ssoIdentities.subject, person.subject)));
  if (linked) {
    if (!belongs(linked.user, orgId)) throw new SsoFailure(MSG_ACCOUNT.ssoAccountElsewhere);
    return linked.user;
  }
  const [byEmail] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, person.email));
  if (byEmail) {
    if (!belongs(byEmail, orgId)) throw new SsoFailure(MSG_ACCOUNT.ssoAccountElsewhere);
    await link(ctx, sso, person.subject, byEmail.id);
    return byEmail;
  }
  return createMember(ctx, sso, person, clientAddress);
}

async function link(ctx: AppContext, sso: OrganizationSsoRow, subject: string, userId: string): Promise<void> {
  await ctx.db
    .insert(ssoIdentities)
    .values({ issuer: sso.issuer, subject, userId })
    .onConflictDoNothing({ target: [ssoIdentities.issuer, ssoIdentities.subject] });
}

/**
 * The first sign-in of someone new: an account in the organization, with a random password nobody knows (a
 * password reset can give them one; until then they sign in through the organization).
 */
async function createMember(
  ctx: AppContext,
  sso: OrganizationSsoRow,
  person: ProviderPerson & { email: string },
  clientAddress: string,
): Promise<UserRow> {
  const passwordHash = await hashPassword(newToken());
  const local = person.email.split('@')[0] ?? '';
  try {
    return await ctx.db.transaction(async (tx) => {
      const [org] = await tx
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, sso.organizationId));
      if (!org) throw new SsoFailure(MSG_ACCOUNT.ssoNotConfigured);
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          passwordHash,
          firstName: person.firstName || local.slice(0, 100),
          lastName: person.lastName,
          organizationId: org.id,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await tx.insert(ssoIdentities).values({ issuer: sso.issuer, subject: person.subject, userId: user.id });
      await recordAudit(
        tx,
        { user },
        {
          action: 'member.add',
          entityType: 'user',
          entityId: user.id,
          entityName: `${user.firstName} ${user.lastName}`.trim() || user.email,
          organizationId: org.id,
          clientAddress,
        },
      );
      return user;
    });
  } catch (err) {
    // The same person's second tab got there first: sign in as the account it made.
    if (isUniqueViolation(err)) {
      const [again] = await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, person.email));
      if (again && belongs(again, sso.organizationId)) return again;
      throw new SsoFailure(MSG_ACCOUNT.ssoAccountElsewhere);
    }
    throw err;
  }
}
