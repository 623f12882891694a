import { useCallback, useEffect, useState } from 'react';

interface ListQuery<T> {
  data?: { result: T[]; total: number; totalIsLowerBound?: boolean };
  isSuccess: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/**
 * What a list screen shows of its query: the rows (undefined while the first page loads), the total, whether the
 * rows are the previous page's while the next one loads, and its footer's paging (page and size kept by `update`,
 * in the URL). After deleting the last rows of the last page it steps back to a page that has rows. `update` must
 * be stable (a list state's own).
 */
export function useListPage<T>(
  list: ListQuery<T>,
  paging: { page: number; size: number },
  update: (change: { page?: number; size?: number }, options?: { replace?: boolean }) => void,
  sizes: readonly number[],
) {
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / paging.size));
  const pageIsPastEnd = list.isSuccess && !list.isPlaceholderData && paging.page > lastPage;
  useEffect(() => {
    if (pageIsPastEnd) update({ page: lastPage }, { replace: true });
  }, [pageIsPastEnd, lastPage, update]);
  const totalIsLowerBound = Boolean(list.data?.totalIsLowerBound);
  return {
    rows: list.data?.result,
    total,
    stale: list.isPlaceholderData && list.isFetching,
    footer: {
      sizes,
      total,
      totalIsLowerBound,
      page: paging.page,
      size: paging.size,
      onPage: (page: number) => update({ page }),
      onSize: (size: number) => update({ size }),
    },
  };
}

const NO_SELECTION = new Set<string>();

/**
 * The rows chosen for a bulk action. The choice belongs to one page of one list (`listKey`, the query that
 * fetched it): another page, filter or sort starts with none chosen.
 */
export function useRowSelection(listKey: string) {
  const [selection, setSelection] = useState({ key: listKey, ids: NO_SELECTION });
  const selected = selection.key === listKey ? selection.ids : NO_SELECTION;
  const select = (ids: string[], value: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (value) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: listKey, ids: next });
  };
  const clear = useCallback(() => setSelection({ key: listKey, ids: NO_SELECTION }), [listKey]);
  return { selected, select, clear };
}

/** Page and size kept on the screen rather than in the URL (a list inside a tab); a new size starts at page 1. */
export function useLocalPaging(initialSize: number) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  const changeSize = useCallback((next: number) => {
    setSize(next);
    setPage(1);
  }, []);
  const restart = useCallback(() => setPage(1), []);
  return { page, size, onPage: setPage, onSize: changeSize, restart };
}
