import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organizations, passkeys, webauthnChallenges } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { SoftAuthenticator } from '../test/soft-authenticator';
import { createTestApp, type TestApp } from '../test/test-app';

const ORIGIN = 'https://arkiv.example.se';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` });
});
afterAll(async () => {
  await t.close();
});

const newAuthenticator = () => new SoftAuthenticator('arkiv.example.se', ORIGIN);

async function addPasskey(made: MadeUser, key = newAuthenticator(), name = 'Laptop') {
  const options = await t.request({ method: 'POST', url: '/auth/passkeys/register/options', token: made.token });
  expect(options.statusCode).toBe(200);
  const added = await t.request({
    method: 'POST',
    url: '/auth/passkeys/register',
    token: made.token,
    payload: { response: key.register(options.json()), name },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { key, passkey: added.json() as { _id: string; name: string; lastUsedAt: string | null } };
}

const loginOptions = async (mfaToken?: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/auth/passkeys/login/options',
      ...(mfaToken ? { payload: { mfaToken } } : {}),
    })
  ).json() as { challenge: string; allowCredentials?: Array<{ id: string }>; userVerification: string; rpId: string };
const passkeyLogin = (response: unknown) =>
  t.request({ method: 'POST', url: '/auth/passkeys/login', payload: { response } });
const auditOf = async (userId: string) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId))).map((e) => e.action);

describe('adding passkeys', () => {
  it('adds a named passkey for PUBLIC_URL, which turns two-step sign-in on, and lists it', async () => {
    const anna = await makeUser(t.database.db);
    const options = await t.request({ method: 'POST', url: '/auth/passkeys/register/options', token: anna.token });
    expect(options.json()).toMatchObject({
      rp: { id: 'arkiv.example.se', name: 'Byggarkiv' },
      user: { name: anna.user.email },
      attestation: 'none',
      excludeCredentials: [],
    });
    const { key, passkey } = await addPasskey(anna);
    expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, transports: ['internal'] });
    const list = await t.request({ method: 'GET', url: '/auth/passkeys', token: anna.token });
    expect(list.json()).toMatchObject({ total: 1, result: [{ _id: passkey._id, name: 'Laptop' }] });
    const me = (await t.request({ method: 'POST', url: '/auth/verify_token', token: anna.token })).json();
    expect(me.user).toMatchObject({ mfaEnabled: true, totpEnabled: false });
    expect(await auditOf(anna.user.id)).toContain('auth.passkeyAdded');

    // The next options exclude it, and the same credential is not added twice.
    const next = await t.request({ method: 'POST', url: '/auth/passkeys/register/options', token: anna.token });
    expect(next.json().excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const twice = await t.request({
      method: 'POST',
      url: '/auth/passkeys/register',
      token: anna.token,
      payload: { response: key.register(next.json()), name: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_ALREADY_REGISTERED');
  });

  it('refuses another origin, a used or unknown challenge, and a challenge that was not for adding', async () => {
    const anna = await makeUser(t.database.db);
    const key = newAuthenticator();
    const register = (response: unknown) =>
      t.request({
        method: 'POST',
        url: '/auth/passkeys/register',
        token: anna.token,
        payload: { response, name: 'X' },
      });
    const options = (
      await t.request({ method: 'POST', url: '/auth/passkeys/register/options', token: anna.token })
    ).json();
    const evil = await register(key.register(options, { origin: 'https://arkiv.example.se.evil.example' }));
    expect(evil.statusCode).toBe(400);
    expect(evil.json().code).toBe('PASSKEY_NOT_REGISTERED');
    // A challenge is used by the first answer naming it, even one that failed.
    expect((await register(key.register(options))).statusCode).toBe(400);
    expect((await register(key.register({ challenge: 'bWFkZS11cA' }))).statusCode).toBe(400);
    expect((await register(key.register(await loginOptions()))).statusCode).toBe(400);
    // Another person's challenge is not Anna's.
    const bo = await makeUser(t.database.db);
    const bos = (await t.request({ method: 'POST', url: '/auth/passkeys/register/options', token: bo.token })).json();
    expect((await register(key.register(bos))).statusCode).toBe(400);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, anna.user.id))).toHaveLength(0);
  });
});

describe('signing in with a passkey alone', () => {
  it('opens a session with a verified passkey; the challenge and the counter are used once', async () => {
    const anna = await makeUser(t.database.db);
    const { key, passkey } = await addPasskey(anna);
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'arkiv.example.se', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = key.assert(options);
    const ok = await passkeyLogin(response);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ api_token: expect.any(String), user: { _id: anna.user.id } });
    expect(ok.json().mfaSetupRequired).toBeUndefined();
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey._id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(await auditOf(anna.user.id)).toEqual(expect.arrayContaining(['auth.passkeyUsed', 'auth.login']));

    // The same answer again: its challenge is gone.
    const replay = await passkeyLogin(response);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('PASSKEY_INVALID');
    // A fresh challenge, but a counter that went back: a copy of the key.
    key.counter = 0;
    expect((await passkeyLogin(key.assert(await loginOptions()))).statusCode).toBe(401);
    key.counter = 5;
    expect((await passkeyLogin(key.assert(await loginOptions()))).statusCode).toBe(200);
  });

  it('refuses another origin, an unverified person, an unknown passkey, and counts them as failed sign-ins', async () => {
    const anna = await makeUser(t.database.db);
    const { key } = await addPasskey(anna);
    const evil = await passkeyLogin(key.assert(await loginOptions(), { origin: 'https://evil.example' }));
    expect(evil.statusCode).toBe(401);
    expect((await passkeyLogin(key.assert(await loginOptions(), { userVerified: false }))).statusCode).toBe(401);
    expect((await passkeyLogin(newAuthenticator().assert(await loginOptions()))).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (await passkeyLogin(key.assert(await loginOptions(), { origin: 'https://evil.example' }))).statusCode,
      );
    // Ten attempts on Anna's account in the window: the right passkey is refused too.
    expect(statuses.at(-1)).toBe(429);
    expect((await passkeyLogin(key.assert(await loginOptions()))).statusCode).toBe(429);
    // In the audit log: failed sign-ins and the lockout, counted on Anna's account.
    const admin = await makeUser(t.database.db, { superadmin: true });
    const audit = await t.request({ method: 'GET', url: '/audit?limit=500', token: admin.token });
    const about = (audit.json().result as Array<{ action: string; entityId: string; count: number }>).filter(
      (e) => e.entityId === anna.user.id,
    );
    expect(about.find((e) => e.action === 'auth.loginFailed')?.count).toBeGreaterThanOrEqual(10);
    expect(about.map((e) => e.action)).toContain('auth.lockout');
  });
});

describe('a passkey as the second step', () => {
  it('answers the password step; another person’s passkey and a code do not', async () => {
    const anna = await makeUser(t.database.db);
    const { key } = await addPasskey(anna);
    const bo = await makeUser(t.database.db);
    const { key: bosKey } = await addPasskey(bo);
    const first = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: anna.user.email, password: anna.password },
    });
    expect(first.json()).toEqual({
      success: true,
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ['passkey'],
    });
    const { mfaToken } = first.json();
    const second = (payload: object) =>
      t.request({ method: 'POST', url: '/auth/login/mfa', payload: { mfaToken, ...payload } });
    const options = await loginOptions(mfaToken);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    expect((await second({ passkey: bosKey.assert(options) })).json().code).toBe('PASSKEY_INVALID');
    expect((await second({ code: '123456' })).json().code).toBe('MFA_CODE_INVALID');
    expect((await second({})).statusCode).toBe(400);
    const ok = await second({ passkey: key.assert(await loginOptions(mfaToken)) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().api_token).toEqual(expect.any(String));
    // A password-less challenge does not serve a second step, nor the other way round.
    const again = (
      await t.request({
        method: 'POST',
        url: '/auth/login',
        payload: { email: anna.user.email, password: anna.password },
      })
    ).json().mfaToken as string;
    const r = await t.request({
      method: 'POST',
      url: '/auth/login/mfa',
      payload: { mfaToken: again, passkey: key.assert(await loginOptions()) },
    });
    expect(r.statusCode).toBe(401);
    expect((await passkeyLogin(key.assert(await loginOptions(again)))).statusCode).toBe(401);
    expect(
      (
        await t.request({ method: 'POST', url: '/auth/passkeys/login/options', payload: { mfaToken: 'made-up' } })
      ).json().code,
    ).toBe('MFA_TOKEN_INVALID');
  });
});

describe('managing passkeys', () => {
  it('renames and removes one’s own with the password; another person’s is not found', async () => {
    const anna = await makeUser(t.database.db);
    const bo = await makeUser(t.database.db);
    const { passkey } = await addPasskey(anna);
    const url = `/auth/passkeys/${passkey._id}`;
    const renamed = await t.request({ method: 'PATCH', url, token: anna.token, payload: { name: ' Telefon ' } });
    expect(renamed.json()).toMatchObject({ _id: passkey._id, name: 'Telefon' });
    expect((await t.request({ method: 'PATCH', url, token: bo.token, payload: { name: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'PATCH', url, token: anna.token, payload: { name: '' } })).statusCode).toBe(400);
    const remove = (made: MadeUser, password?: string) =>
      t.request({ method: 'DELETE', url, token: made.token, payload: password === undefined ? {} : { password } });
    expect((await remove(bo, bo.password)).statusCode).toBe(404);
    expect((await remove(anna)).statusCode).toBe(400);
    expect((await remove(anna, 'fel-lösen-99')).json().code).toBe('WRONG_PASSWORD');
    expect((await remove(anna, anna.password)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/auth/passkeys', token: anna.token })).json().total).toBe(0);
    const me = (await t.request({ method: 'POST', url: '/auth/verify_token', token: anna.token })).json();
    expect(me.user.mfaEnabled).toBe(false);
    expect(await auditOf(anna.user.id)).toContain('auth.passkeyRemoved');
  });

  it('meets an organization’s requirement, and its last one cannot be removed then', async () => {
    const org = await makeOrganization(t.database.db);
    await t.database.db.update(organizations).set({ requireMfa: true }).where(eq(organizations.id, org.id));
    const member = await makeMember(t.database.db, org);
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json().mfaSetupRequired).toBe(true);
    const token = signIn.json().api_token as string;
    expect((await t.request({ method: 'GET', url: '/project', token })).statusCode).toBe(403);
    const { key, passkey } = await addPasskey({ ...member, token });
    expect((await t.request({ method: 'GET', url: '/project', token })).statusCode).toBe(200);
    const alone = await passkeyLogin(key.assert(await loginOptions()));
    expect(alone.json()).toMatchObject({ api_token: expect.any(String) });
    expect(alone.json().mfaSetupRequired).toBeUndefined();
    const last = await t.request({
      method: 'DELETE',
      url: `/auth/passkeys/${passkey._id}`,
      token,
      payload: { password: member.password },
    });
    expect(last.json().code).toBe('PASSKEY_REQUIRED_BY_ORGANIZATION');
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, passkey._id))).toHaveLength(1);
  });

  it('finishes on another instance what one began: the challenge is in the database', async () => {
    const anna = await makeUser(t.database.db);
    const { key } = await addPasskey(anna);
    const twin = await t.twin();
    const response = key.assert(await loginOptions());
    const there = await twin.inject({ method: 'POST', url: '/api/v1/auth/passkeys/login', payload: { response } });
    expect(there.statusCode, there.body).toBe(200);
    // …and used up there for every instance.
    expect((await passkeyLogin(response)).statusCode).toBe(401);
  });

  it('keeps challenges in the database, five minutes each', async () => {
    const options = await loginOptions();
    const [row] = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, options.challenge));
    expect(row?.purpose).toBe('login');
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(4 * 60_000);
  });
});
