/**
 * Upgrades keep data: a database filled by an earlier release is migrated to this one and checked
 * (issue 15 point 1: every existing file becomes its revision A, published, with nothing lost).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client';
import { readJournal, releaseFolder } from './release-folder';
import { openTestDatabase } from '../test/test-database';

describe('migration 0016 (document control) on a database of the previous release', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
    folder = releaseFolder('0015_audit_log');
    await database.migrate(folder);
    // What the previous release stored: a project with a file with content, one without, and a drawing.
    const previousRelease = [
      `insert into users (id, email, password_hash, first_name, last_name)
        values ('00000000-0000-4000-8000-000000000001', 'anna@example.se', 'x', 'Anna', 'Berg')`,
      `insert into organizations (id, name, approved) values ('00000000-0000-4000-8000-000000000002', 'Kommunen', true)`,
      `insert into projects (id, name, type, start_date, organization_id, visibility)
        values ('00000000-0000-4000-8000-000000000003', 'Skolan', 'Skola', '2025-01-01', '00000000-0000-4000-8000-000000000002', 'public')`,
      `insert into uploads (id, storage_key, uploaded_by, file_name, size, content_type, purpose, claimed_at, created_at) values
        ('00000000-0000-4000-8000-000000000010', 'k1', '00000000-0000-4000-8000-000000000001', 'a.pdf', 1234, 'application/pdf', 'constructionfile', now(), '2025-03-01T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000011', 'k2', '00000000-0000-4000-8000-000000000001', 'b.pdf', 99, 'application/pdf', 'drawing', now(), '2025-03-02T10:00:00Z')`,
      `insert into construction_files (id, project_id, organization_id, project_visibility, name, document_type, upload_id, created_by, created_at) values
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'public', 'Bygglov', 'Bygglov', '00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', '2025-03-01T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'public', 'Väntar på PDF', '', null, null, '2025-03-01T11:00:00Z')`,
      `insert into drawing_files (id, project_id, organization_id, project_visibility, project_name, name, drawing_type, info, upload_id, created_at) values
        ('00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'public', 'Skolan', 'Plan 1', 'Arkitekt', 'Fasad mot väster', '00000000-0000-4000-8000-000000000011', '2025-03-02T10:00:00Z')`,
    ];
    for (const statement of previousRelease) await database.db.execute(sql.raw(statement));
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('makes every file with content its revision A, published, keeping who and when', async () => {
    const revised = rowsOf<{ id: string; at: string | null }>(
      await database.db.execute(sql`select id, revised_at::text as at from construction_files order by id`),
    );
    expect(revised.map((r) => r.at === null)).toEqual([false, true]);
    const files = rowsOf<{
      id: string;
      status: string;
      revision: string | null;
      revision_count: number;
      upload_id: string | null;
    }>(
      await database.db.execute(
        sql`select id, status, revision, revision_count, upload_id from construction_files union all
            select id, status, revision, revision_count, upload_id from drawing_files order by id`,
      ),
    );
    expect(files).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000020',
        status: 'published',
        revision: 'A',
        revision_count: 1,
        upload_id: '00000000-0000-4000-8000-000000000010',
      },
      {
        id: '00000000-0000-4000-8000-000000000021',
        status: 'published',
        revision: null,
        revision_count: 0,
        upload_id: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000030',
        status: 'published',
        revision: 'A',
        revision_count: 1,
        upload_id: '00000000-0000-4000-8000-000000000011',
      },
    ]);
    const revisions = rowsOf<Record<string, unknown>>(
      await database.db.execute(
        sql`select file_id, file_kind, upload_id, revision, comment, created_by, created_at::text as at from file_revisions order by file_id`,
      ),
    );
    expect(revisions).toEqual([
      expect.objectContaining({
        file_id: '00000000-0000-4000-8000-000000000020',
        file_kind: 'constructionfile',
        upload_id: '00000000-0000-4000-8000-000000000010',
        revision: 'A',
        comment: '',
        created_by: '00000000-0000-4000-8000-000000000001',
      }),
      expect.objectContaining({
        file_id: '00000000-0000-4000-8000-000000000030',
        file_kind: 'drawing',
        upload_id: '00000000-0000-4000-8000-000000000011',
        revision: 'A',
        created_by: null,
      }),
    ]);
  });

  it('keeps the drawings searchable, now by drawing number too', async () => {
    const hits = rowsOf<{ id: string }>(
      await database.db.execute(
        sql`select id from drawing_files where search_vector @@ to_tsquery('swedish', 'fasad')`,
      ),
    );
    expect(hits.map((h) => h.id)).toEqual(['00000000-0000-4000-8000-000000000030']);
    await database.db.execute(sql`update drawing_files set drawing_number = 'A-40.1-101'`);
    const byNumber = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from drawing_files where drawing_number ilike '%40.1-1%'`),
    );
    expect(byNumber).toHaveLength(1);
  });
});

describe('migration 0025 (people who left an organization leave its project teams)', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
    folder = releaseFolder('0024_project_search_index');
    await database.migrate(folder);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('removes the team rows the previous release left behind and keeps the members’', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    // Kommunen (1) and Bolaget (2); Anna still in Kommunen, Bo left it, Cecilia moved on to Bolaget.
    const previousRelease = [
      `insert into organizations (id, name, approved) values ('${id(1)}', 'Kommunen', true), ('${id(2)}', 'Bolaget', true)`,
      `insert into users (id, email, password_hash, first_name, last_name, organization_id) values
        ('${id(11)}', 'anna@example.se', 'x', 'Anna', 'Berg', '${id(1)}'),
        ('${id(12)}', 'bo@example.se', 'x', 'Bo', 'Ek', null),
        ('${id(13)}', 'cecilia@example.se', 'x', 'Cecilia', 'Lind', '${id(2)}')`,
      `insert into projects (id, name, type, start_date, organization_id, visibility) values
        ('${id(21)}', 'Skolan', 'Skola', '2025-01-01', '${id(1)}', 'members'),
        ('${id(22)}', 'Lagret', 'Lager', '2025-01-01', '${id(2)}', 'members')`,
      `insert into project_team (project_id, user_id) values
        ('${id(21)}', '${id(11)}'), ('${id(21)}', '${id(12)}'), ('${id(21)}', '${id(13)}'), ('${id(22)}', '${id(13)}')`,
    ];
    for (const statement of previousRelease) await database.db.execute(sql.raw(statement));
    await database.migrate();
    const team = rowsOf<{ project_id: string; user_id: string }>(
      await database.db.execute(sql`select project_id, user_id from project_team order by project_id, user_id`),
    );
    expect(team).toEqual([
      { project_id: id(21), user_id: id(11) },
      { project_id: id(22), user_id: id(13) },
    ]);
  });
});

describe('migration 0027 (organization storage) on a database of the previous release', () => {
  let database: Database;
  let folder: string;
  const org = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
  const bytes = async () =>
    rowsOf<{ organization_id: string; bytes: string | number }>(
      await database.db.execute(sql`select organization_id, bytes from organization_storage order by organization_id`),
    ).map((row) => [row.organization_id, Number(row.bytes)]);
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
    const journal = readJournal();
    const at = journal.entries.findIndex((e) => e.tag === '0027_organization_storage');
    folder = releaseFolder(journal.entries[at - 1]?.tag ?? '');
    await database.migrate(folder);
    // Two organizations' members and someone outside every organization have uploaded.
    const previousRelease = [
      `insert into organizations (id, name, approved) values ('${org(1)}', 'Kommunen', true), ('${org(2)}', 'Bolaget', true)`,
      `insert into users (id, email, password_hash, first_name, last_name, organization_id) values
        ('${org(11)}', 'a@example.se', 'x', 'A', 'A', '${org(1)}'),
        ('${org(12)}', 'b@example.se', 'x', 'B', 'B', '${org(2)}'),
        ('${org(13)}', 'c@example.se', 'x', 'C', 'C', null)`,
      `insert into uploads (storage_key, uploaded_by, file_name, size, content_type, purpose) values
        ('q1', '${org(11)}', 'a.pdf', 1000, 'application/pdf', 'constructionfile'),
        ('q2', '${org(11)}', 'b.pdf', 234, 'application/pdf', 'drawing'),
        ('q3', '${org(12)}', 'c.pdf', 7, 'application/pdf', 'drawing'),
        ('q4', '${org(13)}', 'd.pdf', 50, 'application/pdf', 'drawing')`,
    ];
    for (const statement of previousRelease) await database.db.execute(sql.raw(statement));
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("charges what is stored to its uploader's organization, and keeps the sums as uploads come and go", async () => {
    expect(await bytes()).toEqual([
      [org(1), 1234],
      [org(2), 7],
    ]);
    await database.db.execute(
      sql.raw(`insert into uploads (storage_key, uploaded_by, organization_id, file_name, size, content_type, purpose)
        values ('q5', '${org(11)}', '${org(1)}', 'e.pdf', 66, 'application/pdf', 'drawing'),
               ('q6', '${org(12)}', '${org(2)}', 'f.pdf', 3, 'application/pdf', 'drawing')`),
    );
    await database.db.execute(sql.raw(`delete from uploads where storage_key in ('q1', 'q4')`));
    expect(await bytes()).toEqual([
      [org(1), 300],
      [org(2), 10],
    ]);
  });
});
