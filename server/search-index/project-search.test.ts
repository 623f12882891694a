/**
 * The in-memory index answers project searches exactly as the database does: the same projects in the same order,
 * the same totals and highlights, for every kind of caller — compared request by request against a twin server on
 * the same database with SEARCH_INDEX=off, before and after writes the index must follow.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_TYPES, SECTORS } from '../../common/taxonomies';
import { random } from '../../scripts/bench/search-data';
import { projects, projectTeam, type OrganizationRow } from '../db/schema';
import { parseListParams } from '../queries/list-query/list-params';
import type { MadeUser } from '../test/factories';
import { indexTwin } from '../test/index-twin';
import type { TestApp } from '../test/test-app';
import { twinSetup } from './twin-test-setup';
import { searchWindows } from './index-search';
import { searchProjects } from './project-search';

let t: TestApp;
let plain: FastifyInstance;
let orgs: OrganizationRow[];
let callers: Record<string, MadeUser>;

const NAMES = [
  'Förskolan Ängsbacken',
  'Kv. Eken 4',
  'Skolans kök',
  'Nybyggnad av sporthall',
  'Café Solrosen',
  'Renovering av kyrkan',
  'Vårdcentral Norr',
  'Ombyggnad kontor plan 3',
  'Åkerby bro',
  'El och VVS i stadshuset',
];
const DESCRIPTIONS = ['', 'Byggnaden rivs och ersätts', 'Ny förskola med sex avdelningar', 'Stambyte och ventilation'];
const SEARCHES = [
  'nybyggnad',
  'nybyggnader',
  'nybygg',
  'bygg',
  'byggnad',
  'renovering',
  'renoveringar',
  'renover',
  'skola',
  'förskola',
  'förskolan',
  'vård',
  'omsorg',
  'och',
  'el',
  'kontor',
  'kontor handel',
  'anläggning',
  'infrastruktur',
  'lan',
  'eken',
  'café',
  'cafe',
  'zzz',
  // Codes: anywhere inside the name or the description.
  '4',
  'eken 4',
  '1-2',
  '23',
  'skola 1',
  'plan 3 kontor',
];
const FILTERS: unknown[] = [
  undefined,
  { archived: false },
  { $and: [{ type: 'Nybyggnad' }, { archived: false }] },
  { sector: 'Skola och förskola' },
  { visibility: { $in: ['public', 'members'] } },
  { sector: '' },
];
const SORTS = [undefined, '-createdAt -name', 'name'];

async function addProjects(count: number, seed: number, prefix = '') {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const batch = new Date(Date.UTC(2026, 2, 1 + (seed % 1000)));
  const rows = await t.database.db
    .insert(projects)
    .values(
      Array.from({ length: count }, (_, i) => ({
        organizationId: pick(orgs).id,
        name: `${prefix}${pick(NAMES)} ${seed}-${i}`,
        description: pick(DESCRIPTIONS),
        type: pick(PROJECT_TYPES),
        sector: r() < 0.1 ? '' : pick(SECTORS),
        visibility: pick(['public', 'organization', 'members'] as const),
        archived: r() < 0.2,
        startDate: '2026-01-15',
        // Many rows share a time, as an import's do: the name then decides the order.
        createdAt: r() < 0.5 ? batch : new Date(batch.getTime() + Math.floor(r() * 1e9)),
      })),
    )
    .returning({ id: projects.id });
  const member = (callers.member as MadeUser).user.id;
  const team = rows.filter(() => r() < 0.15).map((p) => ({ projectId: p.id, userId: member }));
  if (team.length) await t.database.db.insert(projectTeam).values(team);
}

const { url, both, same, compare, settled } = indexTwin(() => ({ indexed: t.app, plain, callers }), {
  resource: 'project',
  populate: 'organization',
  searches: SEARCHES,
  filters: FILTERS,
  sorts: SORTS,
  settledBy: 'bygg',
});

beforeAll(async () => {
  const setup = await twinSetup();
  ({ t, plain, callers } = setup);
  orgs = [setup.orgA, setup.orgB];
  await addProjects(400, 1);
  await t.app.searchIndexes?.projects.loaded();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('project search from the in-memory index', () => {
  it('is what answers the searches the web app sends', async () => {
    const index = t.app.searchIndexes?.projects;
    if (!index) throw new Error('SEARCH_INDEX is on by default');
    const list = (query: Record<string, string | undefined>) =>
      parseListParams(query, { populate: ['organization', 'team', 'activities'] });
    const caller = (callers.member as MadeUser).user;
    expect((await searchProjects(t.ctx, index, caller, list({ search: 'skola' })))?.ids.length).toBeGreaterThan(0);
    expect((await searchProjects(t.ctx, index, caller, list({ search: 'eken 4' })))?.ids.length).toBeGreaterThan(0);
    const [indexed, database] = await both(
      url('skola', { archived: false }, '-createdAt,-name', 0, 10),
      (callers.member as MadeUser).token,
    );
    expect(indexed.headers['server-timing']).toBe('search;desc="index"');
    expect(database.headers['server-timing']).toBeUndefined();
    // Codes, other orders, $regex and other fields are the database's.
    for (const query of [
      { search: 'K-50' },
      { search: 'skola', sort: 'name' },
      { search: 'skola', query: '{"name":{"$regex":"skola"}}' },
      { search: 'skola', query: '{"budget":100}' },
    ])
      expect(await searchProjects(t.ctx, index, caller, list(query))).toBeUndefined();
  });

  it('finds a type or sector by its Swedish stem only, as the search vector holds them', async () => {
    // "bygg" starts an ending of "nybyggnad" but not its lexeme: a project found for it has the word elsewhere.
    for (const who of Object.keys(callers))
      for (const search of ['bygg', 'renoveringar', 'nybygg', 'förskola', 'vård omsorg'])
        await same(who, url(search, undefined, undefined, 0, 50));
  });

  it('finds the same projects, in the same order, with the same totals as the database', async () => {
    await compare(250, 7);
  }, 120_000);

  it('answers from a window of the newest projects, then goes on below', async () => {
    const first = searchWindows.first;
    try {
      searchWindows.first = 3;
      await addProjects(600, 3, 'Skola ');
      await settled((callers.admin as MadeUser).token);
      for (const who of Object.keys(callers))
        for (const search of ['skola', 'kyrkan', 'nybyggnad skola'])
          for (const [skip, limit] of [
            [0, 50],
            [100, 10],
          ] as const)
            await same(who, url(search, { archived: false }, undefined, skip, limit));
    } finally {
      searchWindows.first = first;
    }
  }, 120_000);

  it('follows new projects, renames, archiving, a new team member, visibility and deletions', async () => {
    const admin = callers.admin as MadeUser;
    await addProjects(100, 2);
    await settled(admin.token);
    await compare(60, 11);

    const listed = (
      JSON.parse((await both(url('skola', undefined, undefined, 0, 10), admin.token))[0].body) as {
        result: Array<{ _id: string; organization: { _id: string } | string }>;
      }
    ).result.filter((p) => (typeof p.organization === 'string' ? p.organization : p.organization._id) === orgs[0]?.id);
    const [renamed, archived, hidden, deleted, joined] = listed.map((p) => p._id);
    const put = (id: string | undefined, json: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `/project/${id ?? ''}`, token: admin.token, payload: json });
    expect((await put(renamed, { name: 'Omdöpt renovering av skolan' })).statusCode).toBe(200);
    expect((await put(archived, { archived: true })).statusCode).toBe(200);
    expect((await put(hidden, { visibility: 'members' })).statusCode).toBe(200);
    const member = (callers.member as MadeUser).user.id;
    await t.database.db
      .insert(projectTeam)
      .values({ projectId: joined ?? '', userId: member })
      .onConflictDoNothing();
    expect(
      (await t.request({ method: 'DELETE', url: `/project/${deleted ?? ''}`, token: admin.token })).statusCode,
    ).toBe(200);
    await settled(admin.token);
    await compare(80, 13);
  }, 120_000);
});
