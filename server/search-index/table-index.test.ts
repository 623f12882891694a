/** TableIndex follows its table: small changes before a search answers, large ones (an import) in the background. */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeTracker } from '../cache/change-tracker';
import { rowsOf } from '../db/client';
import { constructionFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import { makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { constructionFileSource } from './file-sources';
import { searchNewestFirst, searchWindows } from './index-search';
import { TableIndex } from './table-index';

let t: TestApp;
let org: OrganizationRow;
let project: ProjectRow;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  org = await makeOrganization(t.database.db);
  project = await makeProject(t.database.db, org);
});
afterAll(async () => {
  await t.close();
});

const addFiles = (count: number, name: string) =>
  t.database.db.insert(constructionFiles).values(
    Array.from({ length: count }, (_, i) => ({
      projectId: project.id,
      organizationId: org.id,
      name: `${name} ${i}`,
      documentType: 'Protokoll',
    })),
  );

const found = (index: Awaited<ReturnType<TableIndex['current']>>, word: string) =>
  index?.search({ words: [[word]], skip: 0, limit: 0, countCap: 1000 }).counted;

describe('TableIndex', () => {
  it('applies a few changed rows, and loads again when more changed than it reads one by one', async () => {
    const tracker = new ChangeTracker();
    const table = new TableIndex(
      t.database.db,
      constructionFileSource,
      () => tracker.stamp(['construction_files']),
      quiet,
      { syncLimit: 10 },
    );
    await table.start();
    try {
      await addFiles(5, 'Besiktningsprotokoll');
      tracker.bump('construction_files');
      expect(found(await table.current(), 'besiktning')).toBe(5);

      await addFiles(30, 'Kontrollplan');
      tracker.bump('construction_files');
      // Thirty rows are more than ten: a full load, meanwhile no index (the database answers).
      expect(await table.current()).toBeUndefined();
      await table.loaded();
      const index = await table.current();
      expect(found(index, 'kontroll')).toBe(30);
      expect(found(index, 'besiktning')).toBe(5);

      await t.database.db.delete(constructionFiles).where(sql`${constructionFiles.name} like 'Kontrollplan 1%'`);
      tracker.bump('construction_files');
      expect(found(await table.current(), 'kontroll')).toBe(19);
    } finally {
      table.stop();
    }
  });

  it('takes a large change in the background while the database answers, and waits while an import runs', async () => {
    const tracker = new ChangeTracker();
    let importing = true;
    let looked = 0;
    const stamp = () => {
      looked += 1;
      return tracker.stamp(['construction_files']);
    };
    const table = new TableIndex(t.database.db, constructionFileSource, stamp, quiet, {
      syncLimit: 100,
      bigSync: 20,
      waitFor: () => importing,
    });
    await table.start();
    try {
      // None yet (the index may not answer at first: a transaction elsewhere on the server can hold back the
      // snapshot it reads changes from, which makes its first sync large).
      const before = 0;
      await addFiles(30, 'Arbetsplan');
      tracker.bump('construction_files');
      // While the import runs, the index does not follow by itself.
      const seen = looked;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(looked).toBe(seen);
      importing = false;
      // Thirty changed rows are a large change here: no waiting for them, the database answers meanwhile.
      expect(await table.current()).toBeUndefined();
      await expect.poll(async () => found(await table.current(), 'arbetsplan'), { timeout: 5000 }).toBe(before + 30);
    } finally {
      table.stop();
    }
  });

  it('looks for changes every two seconds by itself, without being asked', async () => {
    const tracker = new ChangeTracker();
    let syncs = 0;
    const stamp = () => {
      syncs += 1;
      return tracker.stamp(['construction_files']);
    };
    const table = new TableIndex(t.database.db, constructionFileSource, stamp, quiet);
    await table.start();
    try {
      const before = syncs;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(syncs).toBeGreaterThan(before);
    } finally {
      table.stop();
    }
  });

  it('follows renames, new words and rows older than the newest in place, in the database order, without loading again', async () => {
    const db = t.database.db;
    const tracker = new ChangeTracker();
    const table = new TableIndex(db, constructionFileSource, () => tracker.stamp(['construction_files']), quiet);
    await table.start();
    // Every row holding the word, in the list's order, as the database has them.
    const order = async (word: string) =>
      rowsOf<{ id: string }>(
        await db.execute(
          sql`select id::text as id from ${constructionFiles}
              where lower(name || ' ' || document_type) like ${`%${word}%`}
              order by created_at desc, name desc, id desc`,
        ),
      ).map((r) => r.id);
    const indexed = async (word: string, skip: number, limit: number) => {
      const index = await table.current();
      if (!index) throw new Error('no index');
      return searchNewestFirst(index, { words: [[word]], constraints: [], scope: undefined }, { skip, limit }).ids;
    };
    const same = async () => {
      tracker.bump('construction_files');
      for (const word of ['protokoll', 'relationshandling']) {
        const all = await order(word);
        expect(await indexed(word, 0, all.length + 1)).toEqual(all);
        // Pages, and pages found window by window (4 × 32 rows each).
        const windows = searchWindows.first;
        searchWindows.first = 4;
        try {
          for (const [skip, limit] of [
            [0, 7],
            [5, 20],
            [100, 50],
            [Math.max(0, all.length - 3), 10],
          ] as const)
            expect(await indexed(word, skip, limit)).toEqual(all.slice(skip, skip + limit));
        } finally {
          searchWindows.first = windows;
        }
      }
    };
    try {
      // One statement: every row the same created_at, ordered by name, as an import's batch is.
      await addFiles(300, 'Ritning');
      await same();
      const ids = (await order('ritning')).reverse();
      const pick = (n: number) => ids.filter((_, i) => i % n === 3);
      // Renamed (their place among equal times moves, their words change), twice for some.
      for (const [i, id] of pick(17).entries())
        await db
          .update(constructionFiles)
          .set({ name: `Omdöpt ${i}` })
          .where(eq(constructionFiles.id, id));
      await same();
      for (const [i, id] of pick(34).entries())
        await db
          .update(constructionFiles)
          .set({ name: `Aaa ${i}` })
          .where(eq(constructionFiles.id, id));
      await same();
      // New words without a new place, and a status (a column) alone.
      for (const id of pick(23))
        await db
          .update(constructionFiles)
          .set({ documentType: 'Relationshandling' })
          .where(eq(constructionFiles.id, id));
      await db
        .update(constructionFiles)
        .set({ status: 'wip' })
        .where(inArray(constructionFiles.id, pick(29)));
      await same();
      // Rows dated in the past, as uploads committing out of order are; then the rows they follow are deleted.
      const past = new Date(Date.now() - 3600_000);
      for (let i = 0; i < 5; i++)
        await db.insert(constructionFiles).values({
          projectId: project.id,
          organizationId: org.id,
          name: `Sen ankomst ${i}`,
          documentType: 'Protokoll',
          createdAt: new Date(past.getTime() + i * 1000),
        });
      await same();
      await db.delete(constructionFiles).where(inArray(constructionFiles.id, pick(19)));
      await same();
      for (const id of pick(34))
        await db
          .update(constructionFiles)
          .set({ name: `Zeta ${id}` })
          .where(eq(constructionFiles.id, id));
      await same();
      expect([...table.loads.keys()]).toEqual(['start']);
      expect((await table.current())?.placedCount).toBeGreaterThan(0);
    } finally {
      table.stop();
    }
  });

  it('sees a change within two seconds when no notification ever comes', async () => {
    const db = t.database.db;
    // A tracker nobody bumps: the listening connection died silently, or a pooler never passed NOTIFY on.
    const table = new TableIndex(db, constructionFileSource, () => 'never bumped', quiet);
    await addFiles(3, 'Brandskyddsbeskrivning');
    await table.start();
    try {
      const statusOf = async (word: string) => {
        const index = await table.current();
        const [id] = index?.search({ words: [[word]], skip: 0, limit: 1, countCap: 10 }).ids ?? [];
        return id === undefined ? undefined : index?.valueOf('status', id);
      };
      expect(await statusOf('brandskydd')).toBe('published');
      await db
        .update(constructionFiles)
        .set({ status: 'wip' })
        .where(sql`${constructionFiles.name} like 'Brandskydd%'`);
      const changed = performance.now();
      await expect.poll(() => statusOf('brandskydd'), { timeout: 3000, interval: 50 }).toBe('wip');
      expect(performance.now() - changed).toBeLessThan(2500);
    } finally {
      table.stop();
    }
  });

  it('follows a restored table whose rows carry transaction ids ahead of the server, without loading again', async () => {
    const db = t.database.db;
    await addFiles(30, 'Återställd');
    // As a dump from a busier server leaves them: ids far ahead (the trigger that sets them is off meanwhile).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update ${constructionFiles} set change_xid = (pg_current_xact_id()::text::bigint + 1000000)::text::xid8
            where ${constructionFiles.name} like 'Återställd%'`,
      );
    });
    const tracker = new ChangeTracker();
    const table = new TableIndex(db, constructionFileSource, () => tracker.stamp(['construction_files']), quiet, {
      syncLimit: 10,
    });
    await table.start();
    try {
      for (let i = 0; i < 3; i++) {
        tracker.bump('construction_files');
        expect(found(await table.current(), 'återställd')).toBe(30);
      }
      expect([...table.loads.keys()]).toEqual(['start']);
    } finally {
      table.stop();
    }
  });
});
