/**
 * Issue #34.4: an organization's uploads together stay within ORG_STORAGE_QUOTA_GB. Past it an upload is refused
 * 413 `FILE_STORAGE_QUOTA_FULL` (before its first byte when the organization is full, where the quota ends when it
 * fills up midway), nothing of it stays, parallel uploads never pass it together, and what is deleted frees its
 * bytes again. The quota here is a few kilobytes (a server with `orgStorageQuotaBytes` set on the test's database).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOfMessage } from '../../common/api/error-codes';
import { MSG_FILES } from '../../common/messages';
import { storedBytes } from '../commands/storage-quota';
import { organizationStorage, uploads } from '../db/schema';
import { makeMember, makeOrganization, makeUser, type MadeUser } from '../test/factories';
import { probingHealth } from '../test/health-probe';
import { createTestApp, type TestApp } from '../test/test-app';
import { multipart, PDF } from '../test/uploads';

const FILE = 1_000;
const QUOTA = 3 * FILE + 500;
const pdf = (bytes = FILE) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);
const QUOTA_FULL = { error: MSG_FILES.storageQuotaFull, code: codeOfMessage(MSG_FILES.storageQuotaFull) };

let t: TestApp;
let server: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  server = await t.twin({ orgStorageQuotaBytes: QUOTA });
});
afterAll(async () => {
  await t.close();
});

const upload = (who: MadeUser, content = pdf()) => {
  const body = multipart(content, 'ritning.pdf');
  return server.inject({
    method: 'POST',
    url: '/api/v1/upload_file',
    headers: { authorization: `Token ${who.token}`, ...body.headers },
    payload: body.payload,
  } as InjectOptions);
};

/** The bytes the organization's upload rows hold, as the counter should say. */
async function rowBytes(organizationId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.organizationId, organizationId));
  return Number(row?.bytes ?? 0);
}

describe('the upload quota per organization', () => {
  it('refuses the upload that would pass it, keeps nothing of it, and frees what is deleted', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    for (let i = 0; i < 3; i++) expect((await upload(member)).statusCode).toBe(201);
    expect(await storedBytes(db, org.id)).toBe(3 * FILE);

    // 500 bytes left: this one fills them midway and is stopped there.
    const blobs = t.blobs().length;
    const { result: midway, probes } = await probingHealth(t, () => upload(member));
    expect(midway.statusCode).toBe(413);
    expect(midway.json()).toMatchObject(QUOTA_FULL);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);
    expect(t.blobs()).toHaveLength(blobs);
    expect(await storedBytes(db, org.id)).toBe(3 * FILE);

    // A small one still fits; then the organization is full and the next is refused before it streams.
    expect((await upload(member, pdf(400))).statusCode).toBe(201);
    const full = await upload(member, pdf(200));
    expect(full.statusCode).toBe(413);
    expect(full.json()).toMatchObject(QUOTA_FULL);

    // Other organizations and people outside every organization are not held back by it.
    expect((await upload(await makeMember(db, await makeOrganization(db)))).statusCode).toBe(201);
    expect((await upload(await makeUser(db))).statusCode).toBe(201);

    // Whatever deletes uploads (the sweep, a file's or a project's delete) gives their bytes back.
    const [oldest] = await db.select().from(uploads).where(eq(uploads.organizationId, org.id)).limit(1);
    await db.delete(uploads).where(eq(uploads.id, oldest?.id ?? ''));
    expect(await storedBytes(db, org.id)).toBe(2 * FILE + 400);
    expect((await upload(member)).statusCode).toBe(201);
    expect(await storedBytes(db, org.id)).toBe(await rowBytes(org.id));
  });

  it('never lets parallel uploads of one organization pass it together', async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const members = await Promise.all([0, 1, 2, 3, 4, 5].map(() => makeMember(db, org)));
    const answers = await Promise.all(members.map((member) => upload(member)));
    const stored = answers.filter((res) => res.statusCode === 201).length;
    expect(stored).toBe(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expect(res.json()).toMatchObject(QUOTA_FULL);
    expect(await storedBytes(db, org.id)).toBe(3 * FILE);
    expect(await rowBytes(org.id)).toBe(3 * FILE);
  });

  it("charges an upload to its uploader's organization, and an organization deleted takes its counter", async () => {
    const db = t.database.db;
    const org = await makeOrganization(db);
    const member = await makeMember(db, org);
    const res = await upload(member);
    const [row] = await db
      .select()
      .from(uploads)
      .where(eq(uploads.id, String(res.json().url).split('/').pop() ?? ''));
    expect(row?.organizationId).toBe(org.id);
    await db.execute(sql`delete from organizations where id = ${org.id}`);
    expect(await db.select().from(organizationStorage).where(eq(organizationStorage.organizationId, org.id))).toEqual(
      [],
    );
  });
});
