import { useCallback, useMemo, useRef, useState } from 'react';

/** What a viewer in step with others gets: the shared page and zoom, and where it reports its stage and pages. */
export interface ViewSync {
  page: number;
  zoom: number;
  /** The viewer's scrolling stage: scrolling one scrolls the others to the same place. */
  register: (node: HTMLDivElement | null) => void;
  reportPages: (pages: number) => void;
}

/** Where a stage is scrolled, as a share of how far it can scroll (pages of slightly different sizes agree). */
function shareOf(node: HTMLElement): [number, number] {
  const wide = node.scrollWidth - node.clientWidth;
  const high = node.scrollHeight - node.clientHeight;
  return [wide > 0 ? node.scrollLeft / wide : 0, high > 0 ? node.scrollTop / high : 0];
}

/**
 * Viewers that turn, zoom and pan together (compare revisions side by side). A stage scrolled by the user moves
 * the others to the same share of their scroll range; the scroll events that move causes are not passed on again.
 */
export function useViewSync(count: number) {
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [pageCounts, setPageCounts] = useState<number[]>(() => Array.from({ length: count }, () => 0));
  const nodes = useRef<(HTMLDivElement | null)[]>([]);
  const echoes = useRef(new WeakMap<HTMLElement, number>());

  const follow = useCallback((from: HTMLDivElement) => {
    const pending = echoes.current.get(from) ?? 0;
    if (pending > 0) {
      echoes.current.set(from, pending - 1);
      return;
    }
    const [x, y] = shareOf(from);
    for (const node of nodes.current) {
      if (!node || node === from) continue;
      const left = Math.round(x * (node.scrollWidth - node.clientWidth));
      const top = Math.round(y * (node.scrollHeight - node.clientHeight));
      if (left === node.scrollLeft && top === node.scrollTop) continue;
      echoes.current.set(node, (echoes.current.get(node) ?? 0) + 1);
      node.scrollLeft = left;
      node.scrollTop = top;
    }
  }, []);

  const members = useMemo(
    () =>
      Array.from({ length: count }, (_, index) => {
        const onScroll = (event: Event) => follow(event.currentTarget as HTMLDivElement);
        return {
          register: (node: HTMLDivElement | null) => {
            nodes.current[index]?.removeEventListener('scroll', onScroll);
            nodes.current[index] = node;
            node?.addEventListener('scroll', onScroll, { passive: true });
          },
          reportPages: (pages: number) =>
            setPageCounts((list) => (list[index] === pages ? list : list.map((n, i) => (i === index ? pages : n)))),
        };
      }),
    [count, follow],
  );
  // The pages both revisions have: a page only the longer one has is shown with the other's last.
  const pages = Math.max(0, ...pageCounts);
  const syncs: ViewSync[] = useMemo(() => members.map((member) => ({ ...member, page, zoom })), [members, page, zoom]);
  const go = useCallback((next: number) => setPage(() => Math.max(1, Math.min(next, Math.max(1, pages)))), [pages]);
  return { syncs, page, pages, zoom, setZoom, go };
}
