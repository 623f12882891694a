/** The query-string parameters every list call takes (docs/api.md point 3), parsed and bounded. */
import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../../common/limits';
import { badRequest } from '../../errors';
import { refuseNul } from '../../lib/nul-text';
import { parseSearch, type SearchTerms } from '../search/parse-search';

export const listQuerystring = z.object({
  query: z.string().max(20_000).optional(),
  sort: z.string().max(200).optional(),
  skip: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(0).optional(),
  select: z.string().max(500).optional(),
  populate: z.string().max(200).optional(),
  distinct: z.string().max(100).optional(),
  /** Free text (docs/api.md §6 "Search"): Swedish full text, prefixes and part-words; AND with `query`. */
  search: z.string().max(200).optional(),
});
export type ListQuerystring = z.infer<typeof listQuerystring>;

export interface ListParams {
  filter: unknown;
  sort?: string;
  skip: number;
  limit: number;
  select?: string[];
  populate: Set<string>;
  distinct?: string;
  /** The terms of `search=`, when it held any. */
  search?: SearchTerms;
}

const splitList = (s: string | undefined) =>
  (s ?? '')
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export function parseListParams(
  q: ListQuerystring,
  allowed: { populate: readonly string[]; select?: readonly string[] },
): ListParams {
  let filter: unknown;
  if (q.query !== undefined && q.query.trim() !== '') {
    try {
      filter = JSON.parse(q.query);
    } catch {
      throw badRequest('query is not valid JSON');
    }
    // The query string's own NUL check saw `\u0000` as six characters; decoded, it is one.
    refuseNul(filter);
  }
  const populate = new Set(splitList(q.populate));
  for (const p of populate) if (!allowed.populate.includes(p)) throw badRequest(`Cannot populate ${p}`);
  const select = q.select ? splitList(q.select) : undefined;
  if (select && allowed.select) {
    for (const s of select) if (!allowed.select.includes(s)) throw badRequest(`Cannot select ${s}`);
  }
  return {
    filter,
    sort: q.sort,
    skip: q.skip ?? 0,
    limit: Math.min(q.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
    select,
    populate,
    distinct: q.distinct,
    search: parseSearch(q.search),
  };
}

/** Keeps `_id` and the selected fields (dotted paths one level deep, e.g. `bookmarks.projects`). */
export function pickFields<T extends { _id: string }>(
  entity: T,
  select: string[] | undefined,
): Partial<T> & Pick<T, '_id'> {
  if (!select || select.length === 0) return entity;
  const source = entity as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { _id: entity._id };
  for (const path of select) {
    const [head, child] = path.split('.', 2) as [string, string | undefined];
    if (!Object.hasOwn(source, head)) continue;
    if (child === undefined) out[head] = source[head];
    else {
      const inner = source[head];
      if (inner && typeof inner === 'object' && Object.hasOwn(inner, child)) {
        out[head] = {
          ...((out[head] as object | undefined) ?? {}),
          [child]: (inner as Record<string, unknown>)[child],
        };
      }
    }
  }
  return out as Partial<T> & Pick<T, '_id'>;
}
