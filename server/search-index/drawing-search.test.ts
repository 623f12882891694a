/**
 * The in-memory index answers drawing searches exactly as the database does (the words of the name, type, number
 * and info; codes inside them), compared request by request against a twin server with SEARCH_INDEX=off, before
 * and after writes it must follow.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../scripts/bench/search-data';
import { drawingFiles, type OrganizationRow, type ProjectRow } from '../db/schema';
import type { MadeUser } from '../test/factories';
import { indexTwin } from '../test/index-twin';
import type { TestApp } from '../test/test-app';
import { makeTwinProjects, twinSetup } from './twin-test-setup';

let t: TestApp;
let plain: FastifyInstance;
let orgA: OrganizationRow;
let callers: Record<string, MadeUser>;
let projects: ProjectRow[];

const NAMES = [
  'Planritning plan 1',
  'Fasad mot väster',
  'Sektion A-A',
  'Ventilation våning 2',
  'Elschema huvudcentral',
  'Situationsplan förskolan Ängsbacken',
  'Takplan',
  'Detalj trappa',
];
const TYPES = ['Arkitektritning', 'Konstruktionsritning', 'VVS-ritning', 'Elritning'];
const NUMBERS = ['A-40.1-101', 'K-10-1002', 'V-57-201', 'E-63-1', ''];
const INFO = ['', 'Skala 1:100', 'Granskningshandling', 'Bygghandling rev B'];
const SEARCHES = [
  'plan',
  'Ritn',
  'fasad',
  'förskolan',
  'el',
  'arkitekt',
  'granskning',
  'bygg',
  'vvs',
  '101',
  '1002',
  'plan 1',
  'sektion',
  'trappa detalj',
  'zzz',
  'K-10',
];
const FILTERS: unknown[] = [
  undefined,
  { drawingType: 'Elritning' },
  { status: 'wip' },
  { status: { $in: ['wip', 'shared'] } },
  { $and: [{ drawingType: { $in: ['Arkitektritning', 'VVS-ritning'] } }, { status: 'published' }] },
  { $or: [{ name: { $regex: 'fasad', $options: 'i' } }, { drawingType: { $regex: 'EL', $options: 'i' } }] },
];
const SORTS = [undefined, '-createdAt -name', 'name'];

const sameOutside = <S extends string>(status: S) => ({ status, outsideStatus: status });

async function addDrawings(count: number, seed: number) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const batch = new Date(Date.UTC(2026, 3, 1 + (seed % 300)));
  await t.database.db.insert(drawingFiles).values(
    Array.from({ length: count }, () => {
      const project = pick(projects);
      return {
        projectId: project.id,
        organizationId: project.organizationId,
        projectVisibility: project.visibility,
        projectName: project.name,
        name: pick(NAMES),
        drawingType: pick(TYPES),
        drawingNumber: pick(NUMBERS),
        info: pick(INFO),
        // No revisions here: outsiders see the drawing's own status (commands/published-revision.ts).
        ...sameOutside(pick(['published', 'published', 'wip', 'shared'] as const)),
        createdAt: r() < 0.5 ? batch : new Date(batch.getTime() + Math.floor(r() * 1e9)),
      };
    }),
  );
}

const { url, both, compare, settled } = indexTwin(() => ({ indexed: t.app, plain, callers }), {
  resource: 'drawingfile',
  populate: 'project',
  searches: SEARCHES,
  filters: FILTERS,
  sorts: SORTS,
  settledBy: 'plan',
});

beforeAll(async () => {
  const setup = await twinSetup();
  ({ t, plain, orgA, callers } = setup);
  projects = await makeTwinProjects(setup, [
    { in: 'orgA', visibility: 'members', team: ['member'] },
    { in: 'orgA', visibility: 'organization' },
    { in: 'orgA', visibility: 'public' },
    { in: 'orgB', visibility: 'public', team: ['other'] },
  ]);
  await addDrawings(400, 1);
  await t.app.searchIndexes?.drawingFiles.loaded();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('drawing search from the in-memory index', () => {
  it('answers the searches the web app sends, and finds what the database finds, in its order', async () => {
    const [indexed] = await both(url('plan', undefined, undefined, 0, 10), (callers.member as MadeUser).token);
    expect(indexed.headers['server-timing']).toBe('search;desc="index"');
    await compare(200, 5);
  }, 120_000);

  it('follows new drawings, renames, status changes and deletions', async () => {
    const admin = callers.admin as MadeUser;
    await addDrawings(100, 2);
    await settled(admin.token);
    const [renamed, restated, deleted] = await t.database.db
      .select({ id: drawingFiles.id })
      .from(drawingFiles)
      .where(sql`${drawingFiles.organizationId} = ${orgA.id}`)
      .limit(3);
    const patch = (id: string, json: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/drawingfile/${id}`, token: admin.token, payload: json });
    expect((await patch(renamed?.id ?? '', { name: 'Omdöpt takplan' })).statusCode).toBe(200);
    expect((await patch(restated?.id ?? '', { status: 'wip' })).statusCode).toBe(200);
    const gone = await t.request({ method: 'DELETE', url: `/drawingfile/${deleted?.id ?? ''}`, token: admin.token });
    expect(gone.statusCode).toBe(200);
    await compare(80, 13);
    expect([...(t.app.searchIndexes?.drawingFiles.loads.keys() ?? [])]).toEqual(['start']);
  }, 120_000);
});
