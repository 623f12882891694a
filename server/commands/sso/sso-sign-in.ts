/**
 * A sign-in through an organization's OpenID provider (docs/api.md §7 "Single sign-on"). `startSsoSignIn` keeps the
 * sign-in's state, nonce and PKCE verifier in the database (any instance may get the callback) and names the
 * provider's URL; `finishSsoSignIn` takes that row back once (single use), lets openid-client check the code
 * grant and the ID token, finds or creates the person in the organization and leaves a one-time code for the web
 * app (commands/sso/sso-exchange.ts).
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { SSO_HANDOFF_LIFETIME_MS, SSO_STATE_LIFETIME_MS } from '../../../common/api/sso';
import { MSG_ACCOUNT } from '../../../common/messages';
import type { AppContext } from '../../context';
import { ssoHandoffs, ssoLoginStates } from '../../db/schema';
import { notFound } from '../../errors';
import { hashToken, newToken } from '../../lib/secrets';
import { authorizationUrl, discoverProvider, finishSignIn, newSignInChecks } from '../../lib/oidc';
import { domainOfEmail, findSso, ssoForEmail } from '../../queries/sso';
import { SsoFailure } from './sso-failure';
import { personOfSignIn } from './sso-person';

/** A path of the web app to land on afterwards; anything else (another site, the sign-in page) is `/dashboard`. */
export function safeReturnPath(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/dashboard';
  if (target.startsWith('/sign-in') || target.startsWith('/sign-up') || target.startsWith('/sso/')) return '/dashboard';
  return target.slice(0, 500);
}

export async function startSsoSignIn(
  ctx: AppContext,
  email: string,
  returnPath: string | undefined,
  redirectUri: string,
): Promise<URL> {
  const target = await ssoForEmail(ctx.db, email);
  if (!target) throw notFound(MSG_ACCOUNT.ssoNotForEmail);
  const config = await discoverProvider(target.sso, ctx.config.ssoAllowLoopbackHttp);
  const checks = newSignInChecks();
  const now = new Date();
  // Sign-ins abandoned at the provider are swept by the next one that starts.
  await ctx.db.delete(ssoLoginStates).where(lt(ssoLoginStates.expiresAt, now));
  await ctx.db.insert(ssoLoginStates).values({
    stateHash: hashToken(checks.state),
    organizationId: target.organizationId,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    returnPath: safeReturnPath(returnPath),
    expiresAt: new Date(now.getTime() + SSO_STATE_LIFETIME_MS),
  });
  return authorizationUrl(config, checks, redirectUri, email.trim());
}

export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
  [key: string]: unknown;
}

/** The one-time code for the web app, and where it was headed. */
export async function finishSsoSignIn(
  ctx: AppContext,
  query: CallbackQuery,
  redirectUri: string,
  clientAddress: string,
): Promise<{ code: string; returnPath: string }> {
  if (!query.state) throw new SsoFailure(MSG_ACCOUNT.ssoStateInvalid);
  const [pending] = await ctx.db
    .delete(ssoLoginStates)
    .where(and(eq(ssoLoginStates.stateHash, hashToken(query.state)), gt(ssoLoginStates.expiresAt, new Date())))
    .returning();
  if (!pending) throw new SsoFailure(MSG_ACCOUNT.ssoStateInvalid);
  if (query.error) throw new SsoFailure(MSG_ACCOUNT.ssoProviderRefused);
  const stored = await findSso(ctx.db, pending.organizationId);
  if (!stored?.row.enabled) throw new SsoFailure(MSG_ACCOUNT.ssoNotConfigured);

  let person;
  try {
    const config = await discoverProvider(stored.row, ctx.config.ssoAllowLoopbackHttp);
    const callbackUrl = new URL(redirectUri);
    for (const [key, value] of Object.entries(query))
      if (typeof value === 'string') callbackUrl.searchParams.set(key, value);
    person = await finishSignIn(config, callbackUrl, {
      state: query.state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
  } catch (err) {
    ctx.log.warn({ err, organization: pending.organizationId }, 'single sign-on callback refused');
    throw new SsoFailure(MSG_ACCOUNT.ssoFailed);
  }
  if (!person.email || !person.emailVerified) throw new SsoFailure(MSG_ACCOUNT.ssoEmailNotVerified);
  if (!stored.domains.includes(domainOfEmail(person.email))) throw new SsoFailure(MSG_ACCOUNT.ssoEmailOutsideDomains);

  const user = await personOfSignIn(ctx, stored.row, { ...person, email: person.email }, clientAddress);
  const code = newToken();
  const now = new Date();
  await ctx.db.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, now));
  await ctx.db.insert(ssoHandoffs).values({
    codeHash: hashToken(code),
    userId: user.id,
    returnPath: pending.returnPath,
    expiresAt: new Date(now.getTime() + SSO_HANDOFF_LIFETIME_MS),
  });
  return { code, returnPath: pending.returnPath };
}

/** Whether an e-mail's domain signs in through an organization (the sign-in page asks before the password). */
export async function lookUpSso(ctx: AppContext, email: string) {
  const target = await ssoForEmail(ctx.db, email);
  return target ? { sso: true, organizationName: target.organizationName } : { sso: false };
}
