/**
 * The OpenID Connect client side of single sign-on, through openid-client (the OpenID Foundation's certified
 * relying party): discovery, the authorization URL with PKCE (S256), state and nonce, and the code grant whose ID
 * token it checks (signature, issuer, audience, expiry, nonce). Discovered configurations are kept a few minutes
 * per provider so a sign-in does not discover twice; a change of the set-up drops its entry.
 */
import * as oidc from 'openid-client';
import { MSG_ACCOUNT } from '../../common/messages';
import { badRequest } from '../errors';

/** What one organization's provider is reached with. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Discovery, and every request to the provider afterwards, gives up after this many seconds. */
const PROVIDER_TIMEOUT_S = 5;
const CACHE_MS = 10 * 60_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const cache = new Map<string, { config: oidc.Configuration; at: number }>();
const cacheKey = (p: ProviderSettings) => JSON.stringify([p.issuer, p.clientId, p.clientSecret]);

/**
 * An issuer the server may contact: https, or with `allowLoopbackHttp` (tests and journeys) http on this machine.
 * Throws the 400 the set-up answers.
 */
export function checkIssuerUrl(issuer: string, allowLoopbackHttp: boolean): URL {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return url;
  throw badRequest(MSG_ACCOUNT.ssoIssuerInsecure, [{ field: 'issuer', message: MSG_ACCOUNT.ssoIssuerInsecure }]);
}

/** The provider's discovered configuration; a 400 with a clear text when it cannot be had. */
export async function discoverProvider(p: ProviderSettings, allowLoopbackHttp: boolean): Promise<oidc.Configuration> {
  const key = cacheKey(p);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const url = checkIssuerUrl(p.issuer, allowLoopbackHttp);
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(url, p.clientId, p.clientSecret || undefined, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  } catch {
    throw badRequest(MSG_ACCOUNT.ssoDiscoveryFailed, [{ field: 'issuer', message: MSG_ACCOUNT.ssoDiscoveryFailed }]);
  }
  cache.set(key, { config, at: Date.now() });
  return config;
}

/** Forgets what was discovered for a provider (its set-up changed or was removed). */
export function forgetProvider(p: ProviderSettings): void {
  cache.delete(cacheKey(p));
}

/** The secrets of one sign-in, made here and checked at the callback. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newSignInChecks(): SignInChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** Where to send the browser: the provider's authorization endpoint with PKCE (S256), state, nonce and a hint. */
export async function authorizationUrl(
  config: oidc.Configuration,
  checks: SignInChecks,
  redirectUri: string,
  loginHint: string,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
    login_hint: loginHint,
  });
}

/** What the ID token says of the person. */
export interface ProviderPerson {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * Trades the callback's code for tokens (PKCE verifier, state and nonce checked by openid-client) and reads the ID
 * token's claims. Microsoft Entra ID sends no `email_verified`; its `xms_edov` (the e-mail's domain is verified by
 * the tenant, an optional claim) counts as the same (README "Single sign-on").
 */
export async function finishSignIn(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: SignInChecks,
): Promise<ProviderPerson> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const email = text(claims.email).toLowerCase() || null;
  return {
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified === true || claims.xms_edov === true,
    firstName: text(claims.given_name).slice(0, 100),
    lastName: text(claims.family_name).slice(0, 100),
  };
}
