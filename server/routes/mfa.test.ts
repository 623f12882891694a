import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mfaRecoveryCodes, mfaTotp } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows `steps` 30-second steps from now. */
function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Waits out the last three seconds of a step, so that a code computed here is checked in the same step. */
async function midStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function setUp(made: MadeUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.request({ method: 'POST', url: '/auth/mfa/totp/setup', token: made.token });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Byggarkiv:.*secret=/);
  expect(otpauthUrl).toContain('algorithm=SHA1');
  expect(otpauthUrl).toContain('digits=6');
  expect(otpauthUrl).toContain('period=30');
  // One step behind: a phone a little slow is still fine.
  await midStep();
  const enable = await t.request({
    method: 'POST',
    url: '/auth/mfa/totp/enable',
    token: made.token,
    payload: { code: totpCode(secret, -1) },
  });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: enable.json().recoveryCodes };
}

const login = (made: MadeUser) =>
  t.request({ method: 'POST', url: '/auth/login', payload: { email: made.user.email, password: made.password } });
const second = (mfaToken: string, code: string) =>
  t.request({ method: 'POST', url: '/auth/login/mfa', payload: { mfaToken, code } });

describe('two-step sign-in with TOTP', () => {
  it('sets up, signs in in two steps, accepts one step of skew and no more, never the same code twice', async () => {
    const anna = await makeUser(t.database.db);
    const { secret, recoveryCodes } = await setUp(anna);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The secret is never returned again, and setup is refused while it is on.
    expect((await t.request({ method: 'POST', url: '/auth/mfa/totp/setup', token: anna.token })).statusCode).toBe(400);
    const me = await t.request({ method: 'POST', url: '/auth/verify_token', token: anna.token });
    expect(me.json().user.mfaEnabled).toBe(true);
    expect(me.body).not.toContain(secret);
    // Stored sealed (lib/secret-box.ts): the database holds ciphertext, not the secret.
    const [stored] = rowsOf<{ secret: string }>(
      await t.database.db.execute(sql`select secret from mfa_totp where user_id = ${anna.user.id}`),
    );
    expect(stored?.secret).toMatch(/^v1:/);
    expect(stored?.secret).not.toContain(secret);

    const first = await login(anna);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, mfaRequired: true, mfaToken: expect.any(String), methods: ['totp'] });
    const { mfaToken } = first.json();
    await midStep();
    for (const steps of [2, -2]) {
      const far = await second(mfaToken, totpCode(secret, steps));
      expect(far.statusCode, `skew ${steps}`).toBe(401);
      expect(far.json().code).toBe('MFA_CODE_INVALID');
    }
    const ok = await second(mfaToken, totpCode(secret, 1));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().api_token).toEqual(expect.any(String));
    expect(ok.json().user.mfaEnabled).toBe(true);
    // The challenge opened one session; the code was used up.
    expect((await second(mfaToken, totpCode(secret, 1))).json().code).toBe('MFA_TOKEN_INVALID');
    const again = (await login(anna)).json().mfaToken as string;
    await midStep();
    expect((await second(again, totpCode(secret, 1))).statusCode).toBe(401);
    expect((await second(again, totpCode(secret, 0))).statusCode).toBe(401);
  });

  it('takes each recovery code once, in any case and with or without the dash, and audits it', async () => {
    const anna = await makeUser(t.database.db);
    const { recoveryCodes } = await setUp(anna);
    const code = recoveryCodes[0] ?? '';
    const stored = await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, anna.user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(code);
    const ok = await second((await login(anna)).json().mfaToken, code.toUpperCase().replace('-', ' '));
    expect(ok.statusCode).toBe(200);
    const reused = await second((await login(anna)).json().mfaToken, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('MFA_CODE_INVALID');
    expect((await second((await login(anna)).json().mfaToken, recoveryCodes[1] ?? '')).statusCode).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, anna.user.id));
    const actions = events.map((e) => e.action);
    expect(actions).toContain('auth.mfaEnabled');
    expect(actions.filter((a) => a === 'auth.recoveryCodeUsed')).toHaveLength(2);
  });

  it('makes ten new recovery codes with the password and a code; the old ones stop working', async () => {
    const anna = await makeUser(t.database.db);
    const { secret, recoveryCodes: old } = await setUp(anna);
    const renew = (payload: Record<string, string>) =>
      t.request({ method: 'POST', url: '/auth/mfa/recovery-codes', token: anna.token, payload });
    await midStep();
    const wrongPassword = await renew({ password: 'fel-lösenord', code: totpCode(secret, 1) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('WRONG_PASSWORD');
    expect((await renew({ password: anna.password, code: '000000' })).json().code).toBe('MFA_CODE_INVALID');
    // A recovery code proves it as well as the app does.
    const renewed = await renew({ password: anna.password, code: old[0] ?? '' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    expect((await second((await login(anna)).json().mfaToken, old[1] ?? '')).statusCode).toBe(401);
    expect((await second((await login(anna)).json().mfaToken, fresh[0] ?? '')).statusCode).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, anna.user.id));
    expect(events.map((e) => e.action)).toContain('auth.recoveryCodesRenewed');
    // Without the app on there is nothing to renew.
    const bo = await makeUser(t.database.db);
    const none = await t.request({
      method: 'POST',
      url: '/auth/mfa/recovery-codes',
      token: bo.token,
      payload: { password: bo.password, code: '123456' },
    });
    expect(none.json().code).toBe('MFA_NOT_ENABLED');
  });

  it('counts wrong codes as failed sign-ins: past the limit even the right code is refused (429)', async () => {
    const anna = await makeUser(t.database.db);
    const { secret } = await setUp(anna);
    const { mfaToken } = (await login(anna)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await second(mfaToken, '000000')).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(8);
    expect(statuses.at(-1)).toBe(429);
    expect((await second(mfaToken, totpCode(secret))).statusCode).toBe(429);
  });

  it('refuses a wrong confirmation code, a missing setup, and an expired or made-up mfaToken', async () => {
    const anna = await makeUser(t.database.db);
    const noSetup = await t.request({
      method: 'POST',
      url: '/auth/mfa/totp/enable',
      token: anna.token,
      payload: { code: '123456' },
    });
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.json().code).toBe('MFA_NOT_SET_UP');
    await t.request({ method: 'POST', url: '/auth/mfa/totp/setup', token: anna.token });
    const wrong = await t.request({
      method: 'POST',
      url: '/auth/mfa/totp/enable',
      token: anna.token,
      payload: { code: '12345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('MFA_CODE_INVALID');
    expect((await second('made-up-token', '123456')).json().code).toBe('MFA_TOKEN_INVALID');
    const malformed = await t.request({ method: 'POST', url: '/auth/login/mfa', payload: { mfaToken: 5 } });
    expect(malformed.statusCode).toBe(400);
  });

  it('turns off with password and code only; the secret and the codes are gone', async () => {
    const anna = await makeUser(t.database.db);
    const { secret } = await setUp(anna);
    const disable = (payload: object) =>
      t.request({ method: 'POST', url: '/auth/mfa/disable', token: anna.token, payload });
    expect((await disable({ password: 'fel-lösen-99', code: totpCode(secret) })).json().code).toBe('WRONG_PASSWORD');
    expect((await disable({ password: anna.password, code: '000000' })).json().code).toBe('MFA_CODE_INVALID');
    expect((await disable({ password: anna.password, code: totpCode(secret) })).statusCode).toBe(200);
    expect(await t.database.db.select().from(mfaTotp).where(eq(mfaTotp.userId, anna.user.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, anna.user.id)),
    ).toHaveLength(0);
    expect((await login(anna)).json().api_token).toEqual(expect.any(String));
  });
});

describe('an organization that requires two-step sign-in', () => {
  it('its admin must have it first; a member without it may only set it up, then everything again', async () => {
    const org = await makeOrganization(t.database.db);
    const admin = await makeMember(t.database.db, org, { admin: true });
    const member = await makeMember(t.database.db, org);
    const outsider = await makeMember(t.database.db, await makeOrganization(t.database.db));
    const require = (token: string) =>
      t.request({ method: 'PUT', url: `/organization/${org.id}`, token, payload: { requireMfa: true } });
    const selfFirst = await require(admin.token);
    expect(selfFirst.statusCode).toBe(400);
    expect(selfFirst.json().code).toBe('MFA_REQUIRE_SELF_FIRST');
    expect((await require(member.token)).statusCode).toBe(403);
    expect((await require(outsider.token)).statusCode).toBe(403);
    await setUp(admin);
    const on = await require(admin.token);
    expect(on.statusCode).toBe(200);
    expect(on.json().requireMfa).toBe(true);

    const signIn = await login(member);
    expect(signIn.json()).toMatchObject({ mfaSetupRequired: true, api_token: expect.any(String) });
    const token = signIn.json().api_token as string;
    const refused = await t.request({ method: 'GET', url: '/project', token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MFA_SETUP_REQUIRED');
    const verify = await t.request({ method: 'POST', url: '/auth/verify_token', token });
    expect(verify.json().mfaSetupRequired).toBe(true);
    const { recoveryCodes } = await setUp({ ...member, token });
    expect(recoveryCodes).toHaveLength(10);
    expect((await t.request({ method: 'GET', url: '/project', token })).statusCode).toBe(200);
    // Required: it cannot be turned off.
    const off = await t.request({
      method: 'POST',
      url: '/auth/mfa/disable',
      token,
      payload: { password: member.password, code: recoveryCodes[0] },
    });
    expect(off.json().code).toBe('MFA_REQUIRED_BY_ORGANIZATION');
  });
});
