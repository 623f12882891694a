/** `-createdAt -name`, `createdAt,name` or `{"createdAt":-1}` → ORDER BY over sortable fields only. */
import { DEFAULT_LIST_SORT } from '../../../common/api/list-specs';
import { asc, desc, type SQL } from 'drizzle-orm';
import { badRequest } from '../../errors';
import { fieldNamed, type FieldMap } from './fields';

/** The lists' order when none is asked for (common/api/list-specs.ts). */
export const DEFAULT_SORT = DEFAULT_LIST_SORT;

export function compileSort(
  sort: string | undefined,
  fields: FieldMap,
  tiebreak: FieldMap[string]['column'],
  defaultSort = DEFAULT_SORT,
): SQL[] {
  const terms = parseSort(sort ?? defaultSort);
  const order = terms.map(({ field, descending }) => {
    const spec = fieldNamed(fields, field);
    if (!spec?.sortable) throw badRequest(`Cannot sort by ${field}`);
    return descending ? desc(spec.column) : asc(spec.column);
  });
  // A unique last key keeps pages stable when earlier keys tie.
  order.push(desc(tiebreak));
  return order;
}

export function parseSort(sort: string): Array<{ field: string; descending: boolean }> {
  const text = sort.trim();
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('sort is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw badRequest('sort must be an object');
    return Object.entries(parsed).map(([field, dir]) => {
      if (dir !== 1 && dir !== -1 && dir !== 'asc' && dir !== 'desc')
        throw badRequest(`sort direction for ${field} must be 1 or -1`);
      return { field, descending: dir === -1 || dir === 'desc' };
    });
  }
  const terms = text.split(/[\s,]+/).filter(Boolean);
  if (terms.length > 5) throw badRequest('sort takes at most 5 fields');
  return terms.map((t) =>
    t.startsWith('-') ? { field: t.slice(1), descending: true } : { field: t.replace(/^\+/, ''), descending: false },
  );
}
