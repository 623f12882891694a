/** Secrets stored in the clear before sealing began are sealed at start, and still read as before. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { mfaTotp } from '../db/schema';
import { makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { sealStoredSecrets } from './seal-secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sealStoredSecrets', () => {
  it('seals a secret stored in the clear; reads give the same secret; a second run changes nothing', async () => {
    const { user } = await makeUser(t.database.db);
    await t.database.db.execute(
      sql`insert into mfa_totp (user_id, secret, confirmed) values (${user.id}, 'JBSWY3DPEHPK3PXP', true)`,
    );
    expect(await sealStoredSecrets(t.database.db)).toBe(1);
    const [raw] = rowsOf<{ secret: string }>(
      await t.database.db.execute(sql`select secret from mfa_totp where user_id = ${user.id}`),
    );
    expect(raw?.secret).toMatch(/^v1:/);
    const [read] = await t.database.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id));
    expect(read?.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(await sealStoredSecrets(t.database.db)).toBe(0);
  });
});
