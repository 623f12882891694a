import { describe, expect, it } from 'vitest';
import { tablesWrittenBy, type WriteKind } from '../db/written-tables';
import { createTestApp } from '../test/test-app';
import { answerBumpsCaches, loadDependents, withDependents, type Dependents } from './write-bumps';

describe('which answers make the caches stale here at once', () => {
  it('a successful write does', () => {
    expect(answerBumpsCaches('POST', 201, undefined)).toBe(true);
    expect(answerBumpsCaches('PUT', 200, false)).toBe(true);
    expect(answerBumpsCaches('DELETE', 200, undefined)).toBe(true);
  });
  it('reads, cache-neutral POSTs (verify_token on every navigation) and failed or anonymous calls do not', () => {
    expect(answerBumpsCaches('GET', 200, undefined)).toBe(false);
    expect(answerBumpsCaches('POST', 200, true)).toBe(false);
    expect(answerBumpsCaches('POST', 401, undefined)).toBe(false);
    expect(answerBumpsCaches('PUT', 400, undefined)).toBe(false);
    expect(answerBumpsCaches('DELETE', 404, undefined)).toBe(false);
  });
});

describe('which tables a request wrote', () => {
  it('reads them off the statements Drizzle sends, with how', () => {
    expect(tablesWrittenBy('insert into "project_bookmarks" ("user_id", "project_id") values ($1, $2)')).toEqual([
      ['project_bookmarks', 'insert'],
    ]);
    expect(tablesWrittenBy('update "projects" set "name" = $1 where "projects"."id" = $2')).toEqual([
      ['projects', 'update'],
    ]);
    expect(tablesWrittenBy('delete from "api_tokens" where "api_tokens"."token_hash" = $1')).toEqual([
      ['api_tokens', 'delete'],
    ]);
    expect(tablesWrittenBy('select "id" from "projects" where "name" ilike $1')).toEqual([]);
  });

  const dependents: Dependents = new Map([
    [
      'organizations',
      [
        { child: 'projects', onDelete: 'delete', onUpdate: null },
        { child: 'users', onDelete: 'update', onUpdate: null },
      ],
    ],
    [
      'projects',
      [
        { child: 'construction_files', onDelete: 'delete', onUpdate: null },
        { child: 'project_team', onDelete: 'delete', onUpdate: 'update' },
      ],
    ],
    ['construction_files', [{ child: 'file_revisions', onDelete: 'delete', onUpdate: null }]],
  ]);
  const wrote = (table: string, kind: WriteKind) => new Map([[table, new Set([kind])]]);

  it('adds what foreign keys delete or null with a delete, transitively', () => {
    expect([...withDependents(wrote('organizations', 'delete'), dependents)].sort()).toEqual([
      'construction_files',
      'file_revisions',
      'organizations',
      'project_team',
      'projects',
      'users',
    ]);
    expect([...withDependents(wrote('activities', 'delete'), dependents)]).toEqual(['activities']);
  });

  it("adds nothing to an insert, and to an update only what the keys' update actions write", () => {
    // A rename of a file leaves its revisions' caches (which PDFs hold a word) alone.
    expect([...withDependents(wrote('construction_files', 'update'), dependents)]).toEqual(['construction_files']);
    expect([...withDependents(wrote('projects', 'insert'), dependents)]).toEqual(['projects']);
    expect([...withDependents(wrote('projects', 'update'), dependents)].sort()).toEqual(['project_team', 'projects']);
  });

  it("reads the keys' actions from the database", async () => {
    const t = await createTestApp();
    try {
      const keys = await loadDependents(t.database.db);
      expect(keys.get('construction_files')).toContainEqual({
        child: 'file_revisions',
        onDelete: 'delete',
        onUpdate: null,
      });
      const read = (table: string, kind: WriteKind) => [...withDependents(wrote(table, kind), keys)].sort();
      expect(read('construction_files', 'update')).toEqual(['construction_files']);
      expect(read('construction_files', 'delete')).toEqual(
        expect.arrayContaining(['construction_files', 'file_bookmarks', 'file_revisions']),
      );
    } finally {
      await t.close();
    }
  });
});
