/**
 * Warm restarts (index-snapshot.ts): an index saved when it stops starts again from its file, applies what was
 * written meanwhile, and answers as the database does — and a snapshot that does not fit its table is not used.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeTracker } from '../cache/change-tracker';
import { constructionFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import { makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { constructionFileSource } from './file-sources';
import { TableIndex } from './table-index';

let t: TestApp;
let org: OrganizationRow;
let project: ProjectRow;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await makeOrganization(t.database.db);
  project = await makeProject(t.database.db, org);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-snapshots-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function logger() {
  const lines: Array<{ msg: string; obj: Record<string, unknown> }> = [];
  const push = (obj: object, msg: string) => lines.push({ msg, obj: obj as Record<string, unknown> });
  return { lines, info: push, warn: push };
}

function indexOn(db: TestApp['database']['db'], log: ReturnType<typeof logger>, snapshotDir = dir) {
  const tracker = new ChangeTracker();
  const table = new TableIndex(db, constructionFileSource, () => tracker.stamp(['construction_files']), log, {
    snapshotDir,
  });
  return { table, changed: () => tracker.bump('construction_files') };
}

const addFiles = (count: number, name: string, db = t.database.db, p = project, o = org) =>
  db.insert(constructionFiles).values(
    Array.from({ length: count }, (_, i) => ({
      projectId: p.id,
      organizationId: o.id,
      name: `${name} ${i}`,
      documentType: 'Protokoll',
    })),
  );

/** The ids a word finds, newest first, from the index and from the database (the list's order). */
async function bothAnswers(table: TableIndex, word: string, db = t.database.db) {
  const index = await table.current();
  const fromIndex = index?.search({ words: [[word]], skip: 0, limit: 500, countCap: 1000 }).ids;
  const fromDb = (
    await db
      .select({ id: constructionFiles.id })
      .from(constructionFiles)
      .where(sql`lower(${constructionFiles.name}) like ${`%${word}%`}`)
      .orderBy(desc(constructionFiles.createdAt), desc(constructionFiles.name), desc(constructionFiles.id))
  ).map((r) => r.id);
  return { fromIndex, fromDb };
}

describe('TableIndex snapshots', () => {
  it('starts from its saved index and applies what was written while it was down', async () => {
    await addFiles(40, 'Besiktningsprotokoll');
    const first = indexOn(t.database.db, logger());
    await first.table.start();
    expect(await first.table.current()).toBeDefined();
    await first.table.stop();
    expect(fs.existsSync(path.join(dir, 'construction_files.idx'))).toBe(true);

    // While it is down: new rows, a rename (placed out of number order), a removal, a changed status.
    await addFiles(7, 'Besiktning tillägg');
    const [renamed] = await t.database.db
      .update(constructionFiles)
      .set({ name: 'Besiktningsprotokoll omdöpt' })
      .where(eq(constructionFiles.name, 'Besiktningsprotokoll 3'))
      .returning();
    await t.database.db.delete(constructionFiles).where(like(constructionFiles.name, 'Besiktningsprotokoll 1%'));
    await t.database.db
      .update(constructionFiles)
      .set({ status: 'wip' })
      .where(eq(constructionFiles.name, 'Besiktningsprotokoll 20'));

    const log = logger();
    const second = indexOn(t.database.db, log);
    await second.table.start();
    try {
      expect(second.table.loads.size).toBe(0);
      expect(log.lines.map((l) => l.msg)).toContain('search index restored from its snapshot');
      const { fromIndex, fromDb } = await bothAnswers(second.table, 'besiktning');
      expect(fromIndex).toEqual(fromDb);
      expect(fromIndex).toContain(renamed?.id);
      expect(fromDb).toHaveLength(40 - 11 + 7);
      const index = await second.table.current();
      const wip = await t.database.db
        .select({ id: constructionFiles.id })
        .from(constructionFiles)
        .where(eq(constructionFiles.name, 'Besiktningsprotokoll 20'));
      expect(index?.valueOf('status', wip[0]?.id ?? '')).toBe('wip');

      // And it follows from there as a loaded index does.
      await addFiles(3, 'Besiktning efteråt');
      second.changed();
      const after = await bothAnswers(second.table, 'besiktning');
      expect(after.fromIndex).toEqual(after.fromDb);
    } finally {
      await second.table.stop();
    }
  });

  it('loads the table instead when the snapshot does not fit it, and says why', async () => {
    // Another database with the same schema (two embedded databases share their cluster's identity): the
    // snapshot passes the identity check, and the check against the table refuses it.
    const other = await createTestApp();
    try {
      const otherOrg = await makeOrganization(other.database.db);
      const otherProject = await makeProject(other.database.db, otherOrg);
      await addFiles(12, 'Besiktning annan', other.database.db, otherProject, otherOrg);
      const log = logger();
      const elsewhere = indexOn(other.database.db, log);
      await elsewhere.table.start();
      try {
        const warned = log.lines.find((l) => l.msg.startsWith('search index snapshot not used'));
        expect(warned?.obj.cause).toMatch(/rows|differs|another database/);
        expect(elsewhere.table.loads.get('start')).toBe(1);
        const { fromIndex, fromDb } = await bothAnswers(elsewhere.table, 'besiktning', other.database.db);
        expect(fromIndex).toEqual(fromDb);
        expect(fromDb).toHaveLength(12);
      } finally {
        await elsewhere.table.stop();
      }
    } finally {
      await other.close();
    }

    // A damaged file: refused, logged, loaded.
    const file = path.join(dir, 'construction_files.idx');
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(file, bytes.subarray(0, bytes.length - 16));
    const log = logger();
    const damaged = indexOn(t.database.db, log);
    await damaged.table.start();
    try {
      expect(log.lines.find((l) => l.msg.startsWith('search index snapshot not used'))?.obj.cause).toMatch(/cut short/);
      const { fromIndex, fromDb } = await bothAnswers(damaged.table, 'besiktning');
      expect(fromIndex).toEqual(fromDb);
    } finally {
      await damaged.table.stop();
    }
  });
});
