import { API_TOKEN_LIFETIME_MS } from '../../common/limits';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { apiTokens } from '../db/schema';
import { placeOfAddress, type Place } from '../lib/geoip';
import { hashToken, newToken } from '../lib/secrets';

/** Where a sign-in came from, kept with its session for the owner's list of sessions. */
export interface SessionClient {
  address: string;
  userAgent: string;
  /** Looked up by `locateClient` before the session is made; unknown when absent. */
  place?: Place;
}

/** The client with its place looked up, once per session (the list of sessions never looks addresses up). */
export async function locateClient(
  ctx: Pick<AppContext, 'config' | 'log'>,
  client: SessionClient,
): Promise<SessionClient> {
  return { ...client, place: await placeOfAddress(ctx.config.geoipDb, client.address, ctx.log) };
}

const MAX_USER_AGENT = 500;

/**
 * Creates a session token for a user; only its hash is kept. Returns the token itself, once. `viaSso`: opened by
 * the organization's own provider, which stands for the second step the organization may require.
 */
export async function issueApiToken(
  db: Db,
  userId: string,
  client?: SessionClient,
  options: { viaSso?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(apiTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + API_TOKEN_LIFETIME_MS),
    userAgent: client?.userAgent.slice(0, MAX_USER_AGENT) ?? '',
    ip: client?.address ?? '',
    placeCountry: client?.place?.country ?? '',
    placeCity: client?.place?.city ?? '',
    placeLocal: client?.place?.local ?? false,
    viaSso: options.viaSso ?? false,
  });
  return token;
}
