/**
 * A list's fields as its spec in common/api/list-specs.ts says: the fields it names are sortable, no others, so the
 * server refuses exactly the sorts the web app's headers never offer (docs/api.md §3 the list language).
 */
import type { FieldMap } from '../queries/list-query/fields';

export function sortableAs(fields: FieldMap, sortable: readonly string[]): FieldMap {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, { ...spec, sortable: sortable.includes(name) }]),
  );
}
