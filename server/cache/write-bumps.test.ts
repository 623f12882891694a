import { describe, expect, it } from 'vitest';
import { tablesWrittenBy } from '../db/written-tables';
import { answerBumpsCaches, withDependents } from './write-bumps';

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
  it('reads them off the statements Drizzle sends', () => {
    expect(tablesWrittenBy('insert into "project_bookmarks" ("user_id", "project_id") values ($1, $2)')).toEqual([
      'project_bookmarks',
    ]);
    expect(tablesWrittenBy('update "projects" set "name" = $1 where "projects"."id" = $2')).toEqual(['projects']);
    expect(tablesWrittenBy('delete from "api_tokens" where "api_tokens"."token_hash" = $1')).toEqual(['api_tokens']);
    expect(tablesWrittenBy('select "id" from "projects" where "name" ilike $1')).toEqual([]);
  });

  it('adds what foreign keys delete with them, transitively', () => {
    const dependents = new Map([
      ['organizations', ['projects', 'users']],
      ['projects', ['construction_files', 'project_team']],
    ]);
    expect([...withDependents(['organizations'], dependents)].sort()).toEqual([
      'construction_files',
      'organizations',
      'project_team',
      'projects',
      'users',
    ]);
    expect([...withDependents(['activities'], dependents)]).toEqual(['activities']);
  });
});
