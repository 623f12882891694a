/** TableIndex follows its table: small changes row by row, large ones (an import) by a full load. */
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
      10,
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
