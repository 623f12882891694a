/**
 * Lists filtered by the list language's literal `$regex` (no `search=`) and `distinct=` under rotating filters,
 * answered by the in-memory index (filter-bits.ts, file-distinct.ts): the same rows, order, totals and values as
 * the database's, compared request by request against a twin server with SEARCH_INDEX=off, before and after writes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../scripts/bench/search-data';
import { constructionFiles, type ProjectRow } from '../db/schema';
import type { MadeUser } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { makeTwinProjects, twinSetup } from './twin-test-setup';
import { lowerLikeDatabase } from './lower-texts';

let t: TestApp;
let plain: FastifyInstance;
let callers: Record<string, MadeUser>;
let projects: ProjectRow[];

const NAMES = [
  'Kontrollplan förskolan Ängsbacken',
  'ÄNGSBACKEN plan 2',
  'Café Solrosen',
  'CAFÉ entré',
  'Protokoll 100% klart',
  'fil_med_understreck',
  'İstanbul-resa',
  'ΣΟΦΙΑ ritning',
  'Tidplan etapp 2',
  'Besiktningsprotokoll',
  '',
];
const TYPES = ['Protokoll', 'Bygghandling', 'Kontrollplan', 'Relationshandling'];
const LITERALS = [
  'plan',
  'PLAN',
  'ängs',
  'ÄNGS',
  'café',
  'CAFE',
  '100%',
  '_med_',
  'i̇stanbul',
  'istanbul',
  'σοφια',
  'Ρ',
  '',
  'zzz',
  'a.b',
  'protokoll',
];
const regex = (field: string, literal: string) => ({
  [field]: { $regex: literal.replace(/[.%]/g, (c) => `\\${c}`), $options: 'i' },
});

function filters(r: () => number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const literal = pick(LITERALS);
  return pick([
    regex('name', literal),
    { $or: [regex('name', literal), regex('documentType', literal)] },
    { $and: [{ $or: [regex('name', literal), regex('documentType', literal)] }, { documentType: pick(TYPES) }] },
    { $and: [regex('name', literal), { status: { $in: ['wip', 'shared'] } }, { year: { $in: [2020, null] } }] },
    { $or: [regex('name', literal), { year: 2021 }] },
  ]);
}

async function addFiles(count: number, seed: number) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const batch = new Date(Date.UTC(2026, 4, 1 + (seed % 300)));
  await t.database.db.insert(constructionFiles).values(
    Array.from({ length: count }, () => {
      const project = pick(projects);
      const status = pick(['published', 'published', 'wip', 'shared'] as const);
      return {
        projectId: project.id,
        organizationId: project.organizationId,
        projectVisibility: project.visibility,
        projectType: project.type,
        name: pick(NAMES),
        documentType: pick(TYPES),
        year: r() < 0.2 ? null : 2019 + Math.floor(r() * 4),
        // No revisions: outsiders see the file's own status (commands/published-revision.ts).
        status,
        outsideStatus: status,
        createdAt: r() < 0.5 ? batch : new Date(batch.getTime() + Math.floor(r() * 1e9)),
      };
    }),
  );
}

async function same(who: string, query: Record<string, string>) {
  const url = `/api/v1/constructionfile?${new URLSearchParams(query).toString()}`;
  const headers = { authorization: `Token ${(callers[who] as MadeUser).token}` };
  const [indexed, database] = [
    await t.app.inject({ method: 'GET', url, headers }),
    await plain.inject({ method: 'GET', url, headers }),
  ];
  expect({ who, url, status: indexed.statusCode, body: JSON.parse(indexed.body) as unknown }).toEqual({
    who,
    url,
    status: database.statusCode,
    body: JSON.parse(database.body) as unknown,
  });
  return indexed;
}

async function compare(rounds: number, seed: number) {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  for (let i = 0; i < rounds; i++) {
    const [skip, limit] = pick([
      [0, 50],
      [0, 5],
      [7, 9],
    ] as const);
    await same(pick(Object.keys(callers)), {
      query: JSON.stringify(filters(r)),
      skip: String(skip),
      limit: String(limit),
      ...(r() < 0.7 ? { sort: '-createdAt -name' } : {}),
    });
    const field = pick(['documentType', 'projectType', 'year', 'status', 'project', 'organization']);
    const filter = pick([undefined, { year: 2020 }, { documentType: pick(TYPES) }, filters(r)]);
    await same(pick(Object.keys(callers)), {
      distinct: field,
      ...(filter ? { query: JSON.stringify(filter) } : {}),
    });
  }
}

beforeAll(async () => {
  const setup = await twinSetup();
  ({ t, plain, callers } = setup);
  projects = await makeTwinProjects(setup, [
    { in: 'orgA', visibility: 'members', team: ['member'] },
    { in: 'orgA', visibility: 'organization', type: 'Ombyggnad' },
    { in: 'orgA', visibility: 'public' },
    { in: 'orgB', visibility: 'public', team: ['other'] },
  ]);
  await addFiles(400, 1);
  await t.app.searchIndexes?.constructionFiles.loaded();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('literal $regex lists and distinct from the in-memory index', () => {
  it('lower-cases letter by letter, as the database does', () => {
    expect(lowerLikeDatabase('ÄNGSBACKEN Café')).toBe('ängsbacken café');
    // JavaScript would make İ two code units and Σ a final ς at the end of a word.
    expect(lowerLikeDatabase('İSTANBUL ΣΟΦΙΑΣ')).toBe('istanbul σοφιασ');
  });

  it('is what answers them', async () => {
    const list = await same('member', { query: JSON.stringify(regex('name', 'plan')), sort: '-createdAt -name' });
    expect(list.headers['server-timing']).toBe('search;desc="index"');
    const distinct = await same('member', { distinct: 'documentType', query: '{"year":2020}' });
    expect(distinct.headers['server-timing']).toBe('search;desc="index"');
    // A regex with syntax, a case-sensitive one and another order are the database's.
    for (const query of [
      { query: JSON.stringify({ name: { $regex: '^plan', $options: 'i' } }) } as Record<string, string>,
      { query: JSON.stringify({ name: { $regex: 'plan' } }) },
      { query: JSON.stringify(regex('name', 'plan')), sort: 'name' },
    ])
      expect((await same('member', query)).headers['server-timing']).toBeUndefined();
  });

  it('finds the same files and values as the database, for every caller', async () => {
    await compare(120, 5);
  }, 120_000);

  it('follows inserts, renames and status changes', async () => {
    const admin = callers.admin as MadeUser;
    await addFiles(100, 2);
    const [renamed, restated] = await t.database.db
      .select({ id: constructionFiles.id })
      .from(constructionFiles)
      .limit(2);
    const patch = (id: string, json: Record<string, unknown>) =>
      t.request({ method: 'PATCH', url: `/constructionfile/${id}`, token: admin.token, payload: json });
    await patch(renamed?.id ?? '', { name: 'Omdöpt kontrollplan', documentType: 'Kontrollplan' });
    await patch(restated?.id ?? '', { status: 'wip' });
    // Until the index has followed the writes (its notification), the lists may differ.
    const probe = { query: JSON.stringify(regex('name', 'omdöpt')), sort: '-createdAt -name' };
    for (let i = 0; i < 100; i++) {
      const url = `/api/v1/constructionfile?${new URLSearchParams(probe).toString()}`;
      const headers = { authorization: `Token ${admin.token}` };
      const a = await t.app.inject({ method: 'GET', url, headers });
      const b = await plain.inject({ method: 'GET', url, headers });
      if (a.body === b.body) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await compare(80, 9);
  }, 120_000);
});
