/**
 * A session's place (issue #37 item 4, "place by address"): looked up once from the sign-in's address in the
 * bundled DB-IP Country Lite database (or GEOIP_DB), stored on the session and listed by `GET auth/sessions`.
 * Private, loopback and link-local addresses are the local network; an address the database does not know has
 * no place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../common/api/account-security';
import { makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Signs in from `remoteAddress` and answers the place the list of sessions shows for that session. */
async function placeFrom(remoteAddress: string, app = t.app): Promise<Session['place']> {
  const made = await makeUser(t.database.db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    payload: { email: made.user.email, password: made.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().api_token as string;
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/sessions',
    remoteAddress,
    headers: { authorization: `Token ${token}` },
  });
  expect(list.statusCode).toBe(200);
  const current = (list.json().result as Session[]).find((s) => s.current);
  expect(current?.ip).toBe(remoteAddress);
  return current?.place ?? null;
}

describe('the place of a session', () => {
  it('names the country of a public address, IPv4 and IPv6', async () => {
    // KTH's and SUNET's networks in Stockholm, Google's public DNS in the United States.
    expect(await placeFrom('130.237.0.1')).toEqual({ local: false, country: 'SE' });
    expect(await placeFrom('2001:6b0::1')).toEqual({ local: false, country: 'SE' });
    expect(await placeFrom('8.8.8.8')).toEqual({ local: false, country: 'US' });
  });

  it('is the local network for private, loopback and link-local addresses', async () => {
    for (const address of ['10.1.2.3', '192.168.1.20', '172.20.0.5', '127.0.0.1', '169.254.10.10', '::1', 'fe80::1'])
      expect(await placeFrom(address), address).toEqual({ local: true });
  });

  it('is unknown for an address the database does not know, and for every public one without a database', async () => {
    // TEST-NET-1 (RFC 5737): documentation only, in no database.
    expect(await placeFrom('192.0.2.1')).toBeNull();
    const without = await t.twin({ geoipDb: undefined });
    expect(await placeFrom('130.237.0.1', without)).toBeNull();
    expect(await placeFrom('10.0.0.1', without)).toEqual({ local: true });
    const unreadable = await t.twin({ geoipDb: '/nonexistent/GeoLite2-City.mmdb' });
    expect(await placeFrom('130.237.0.1', unreadable)).toBeNull();
  });
});
