/** The migrations folder as an earlier release shipped it, for the upgrade tests (migrations*.test.ts). Test-only. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from './client';

/** The current release's migration journal. */
export function readJournal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
}

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** The migrations folder as a release up to `lastTag` shipped it. */
export function releaseFolder(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-release-'));
  const journal = readJournal();
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
