/**
 * Secrets stored before they were sealed (lib/secret-box.ts) are sealed at start: each is read as it is and
 * written back through its sealed column. Idempotent and quick (a few rows per organization and person).
 */
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { mfaTotp, organizationSso } from '../db/schema';

export async function sealStoredSecrets(db: Db): Promise<number> {
  let sealed = 0;
  const totp = rowsOf<{ id: string; secret: string }>(
    await db.execute(sql`select user_id::text as id, secret from mfa_totp where secret not like 'v1:%'`),
  );
  for (const row of totp) {
    await db.update(mfaTotp).set({ secret: row.secret }).where(eq(mfaTotp.userId, row.id));
    sealed += 1;
  }
  const sso = rowsOf<{ id: string; secret: string }>(
    await db.execute(
      sql`select organization_id::text as id, client_secret as secret from organization_sso
          where client_secret not like 'v1:%'`,
    ),
  );
  for (const row of sso) {
    await db
      .update(organizationSso)
      .set({ clientSecret: row.secret })
      .where(eq(organizationSso.organizationId, row.id));
    sealed += 1;
  }
  return sealed;
}
