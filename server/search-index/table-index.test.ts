/** TableIndex follows its table: small changes before a search answers, large ones (an import) in the background. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeTracker } from '../cache/change-tracker';
import { constructionFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import { makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { constructionFileSource } from './file-search';
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
      const before = found(await table.current(), 'arbetsplan') ?? -1;
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
});
