/**
 * The in-memory search indexes' comparison tests: the same request to the app and to its twin on the same
 * database with SEARCH_INDEX=off, whose answers must be equal byte for byte (search-index/*-search.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { random } from '../../scripts/bench/search-data';
import type { MadeUser } from './factories';

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/** What the tests draw their searches from. */
export interface SearchSpace {
  /** The list, e.g. `project`. */
  resource: string;
  populate: string;
  searches: readonly string[];
  filters: readonly unknown[];
  sorts: readonly (string | undefined)[];
  /** A search whose answer shows whether the index has followed the latest writes. */
  settledBy: string;
}

/** `servers` is read at each call: the apps and callers are made in the test file's beforeAll. */
export function indexTwin(
  servers: () => { indexed: FastifyInstance; plain: FastifyInstance; callers: Record<string, MadeUser> },
  space: SearchSpace,
) {
  const url = (search: string, filter: unknown, sort: string | undefined, skip: number, limit: number) => {
    const params = new URLSearchParams({ search, skip: String(skip), limit: String(limit), populate: space.populate });
    if (filter !== undefined) params.set('query', JSON.stringify(filter));
    if (sort) params.set('sort', sort);
    return `/api/v1/${space.resource}?${params.toString()}`;
  };

  const both = async (path: string, token: string): Promise<[Answer, Answer]> => {
    const headers = { authorization: `Token ${token}` };
    const { indexed, plain } = servers();
    return [
      await indexed.inject({ method: 'GET', url: path, headers }),
      await plain.inject({ method: 'GET', url: path, headers }),
    ];
  };

  const same = async (who: string, path: string) => {
    const [indexed, database] = await both(path, (servers().callers[who] as MadeUser).token);
    expect({ who, path, status: indexed.statusCode, body: JSON.parse(indexed.body) as unknown }).toEqual({
      who,
      path,
      status: database.statusCode,
      body: JSON.parse(database.body) as unknown,
    });
  };

  /** `rounds` searches drawn from every caller, word, filter, order and page; each answer must be the database's. */
  const compare = async (rounds: number, seed: number) => {
    const r = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
    for (let i = 0; i < rounds; i++) {
      const [skip, limit] = pick([
        [0, 50],
        [0, 5],
        [4, 7],
        [40, 20],
      ] as const);
      await same(
        pick(Object.keys(servers().callers)),
        url(pick(space.searches), pick(space.filters), pick(space.sorts), skip, limit),
      );
    }
  };

  /** Writes reach the index with their change notification; waits until the index has followed them. */
  const settled = async (token: string) => {
    const path = url(space.settledBy, undefined, undefined, 0, 50);
    for (let i = 0; i < 50; i++) {
      const [indexed, database] = await both(path, token);
      if (indexed.body === database.body) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return { url, both, same, compare, settled };
}
