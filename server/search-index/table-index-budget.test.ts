/** SEARCH_INDEX_MAX_MB: an index that would pass the instance's budget is let go, and the database answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeTracker } from '../cache/change-tracker';
import { constructionFiles } from '../db/schema';
import { makeOrganization, makeProject } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { constructionFileSource } from './file-sources';
import { TableIndex } from './table-index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const org = await makeOrganization(t.database.db);
  const project = await makeProject(t.database.db, org);
  await t.database.db.insert(constructionFiles).values(
    Array.from({ length: 50 }, (_, i) => ({
      projectId: project.id,
      organizationId: org.id,
      name: `Kontrollplan ${i}`,
      documentType: 'Protokoll',
    })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('TableIndex budget', () => {
  it('lets an index go that would pass the budget with the others, says so, and loads no more', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_: object, msg: string) => void warnings.push(msg) };
    const tracker = new ChangeTracker();
    const make = (maxBytes: number, others: number) =>
      new TableIndex(t.database.db, constructionFileSource, () => tracker.stamp(['construction_files']), log, {
        budget: { maxBytes, othersBytes: () => others },
      });

    const roomy = make(64 * 1024 * 1024, 1024);
    await roomy.start();
    expect(await roomy.current()).toBeDefined();
    expect(roomy.state()).toMatchObject({ answering: true, overBudget: false });
    await roomy.stop();

    // The others hold nearly all of it: this one does not fit.
    const tight = make(64 * 1024 * 1024, 64 * 1024 * 1024 - 1000);
    await tight.start();
    try {
      expect(await tight.current()).toBeUndefined();
      expect(tight.state()).toMatchObject({ answering: false, overBudget: true, loading: false });
      expect(warnings).toEqual([expect.stringContaining('SEARCH_INDEX_MAX_MB')]);
      tracker.bump('construction_files');
      expect(await tight.current()).toBeUndefined();
      expect(tight.state().loading).toBe(false);
    } finally {
      await tight.stop();
    }
  });
});
