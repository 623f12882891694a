import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { countMarks } from './search-marks';

/** What the viewer knows of a search's hits: those on the page shown, and the way to the next or previous page with some. */
export interface SearchHits {
  /** Hits on the page shown; undefined while its text is read. */
  onPage: number | undefined;
  /** A search for the next or previous page with hits is running. */
  seeking: boolean;
  /** The last seek found nothing further that way. */
  noMore: 'next' | 'previous' | null;
  seek: (direction: 'next' | 'previous') => void;
}

/**
 * The server names one page per file (the first holding every word); the others are found here, a page's text
 * at a time from the current page on, so a hit two pages on costs two pages' text, not the whole PDF's (which
 * the viewer fetches by ranges). Counts are remembered while the viewer is open.
 */
export function useSearchHits(
  pdf: PDFDocumentProxy | null,
  terms: readonly string[],
  page: number,
  goTo: (page: number) => void,
): SearchHits {
  const counts = useRef(new Map<number, number>());
  // Keyed by page, so a page turned to reads "counting" until its own count arrives.
  const [counted, setCounted] = useState<{ page: number; count: number } | null>(null);
  const [seeking, setSeeking] = useState(false);
  // Said of the page it was sought from, and forgotten when another page is shown.
  const [none, setNone] = useState<{ page: number; direction: 'next' | 'previous' } | null>(null);
  const active = terms.length > 0 && pdf !== null;

  const countOn = useCallback(
    async (n: number): Promise<number> => {
      const known = counts.current.get(n);
      if (known !== undefined || !pdf) return known ?? 0;
      const content = await (await pdf.getPage(n)).getTextContent();
      const count = countMarks(
        content.items.map((item) => ('str' in item ? item.str : '')),
        terms,
      );
      counts.current.set(n, count);
      return count;
    },
    [pdf, terms],
  );

  useEffect(() => {
    if (!active) return;
    let current = true;
    countOn(page).then(
      (count) => current && setCounted({ page, count }),
      () => current && setCounted({ page, count: 0 }),
    );
    return () => {
      current = false;
    };
  }, [active, countOn, page]);

  const seek = useCallback(
    (direction: 'next' | 'previous') => {
      if (!pdf || seeking) return;
      const step = direction === 'next' ? 1 : -1;
      setSeeking(true);
      setNone(null);
      void (async () => {
        try {
          for (let n = page + step; n >= 1 && n <= pdf.numPages; n += step) {
            if ((await countOn(n)) > 0) return goTo(n);
          }
          setNone({ page, direction });
        } catch {
          setNone({ page, direction });
        } finally {
          setSeeking(false);
        }
      })();
    },
    [countOn, goTo, page, pdf, seeking],
  );

  const onPage = active && counted?.page === page ? counted.count : undefined;
  const noMore = none?.page === page ? none.direction : null;
  return { onPage, seeking, noMore, seek };
}
