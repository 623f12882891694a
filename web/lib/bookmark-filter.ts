/**
 * Whether a cached list asks the server for the caller's bookmarks only (`"bookmarked":true` in its JSON
 * filter, held in the key as the filter string or as a `query` parameter). Starring a row changes which rows
 * such a list holds, while every other list only needs the star it already shows.
 */
export function filtersOnBookmarks(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey.some((part) => {
    const filter =
      typeof part === 'string'
        ? part
        : typeof part === 'object' && part !== null
          ? (part as { query?: unknown }).query
          : undefined;
    return typeof filter === 'string' && filter.includes('"bookmarked":true');
  });
}
