import { Badge, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Markup } from '../../../../entities/file/markup-types';
import classes from './markups.module.css';

/** Rows are of one height, so a page with thousands of markups lists only the few rows in view. */
export const ROW_HEIGHT = 56;
const OVERSCAN = 6;
const MAX_LIST_HEIGHT = 6.5 * ROW_HEIGHT;
/** Before the list has been measured (and in tests): as many rows as a panel shows. */
const UNMEASURED_HEIGHT = 640;

/** The author's name; '' once their account is gone (the caller shows "unknown" then). */
export function authorName(person: Markup['author']): string {
  return person ? `${person.firstName} ${person.lastName}`.trim() : '';
}

interface MarkupListProps {
  markups: readonly Markup[];
  /** Whether the filter left some out (the empty list says so instead of inviting to draw). */
  filtered?: boolean;
  selectedId: string | null;
  onPick: (markup: Markup) => void;
}

/** The page's markups, newest last as drawn, windowed: only the rows in view are in the DOM. */
export function MarkupList({ markups, filtered, selectedId, onPick }: MarkupListProps) {
  const { t } = useTranslation('markups');
  const { ref, height } = useElementSize<HTMLDivElement>();
  const scroller = useRef<HTMLDivElement | null>(null);
  const [top, setTop] = useState(0);
  const view = height || UNMEASURED_HEIGHT;
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(markups.length, Math.ceil((top + view) / ROW_HEIGHT) + OVERSCAN);
  const selectedAt = selectedId ? markups.findIndex((markup) => markup._id === selectedId) : -1;

  // A markup picked on the page is brought into the list's view.
  useEffect(() => {
    const node = scroller.current;
    if (!node || selectedAt < 0) return;
    const y = selectedAt * ROW_HEIGHT;
    if (y < node.scrollTop || y + ROW_HEIGHT > node.scrollTop + node.clientHeight)
      node.scrollTop = Math.max(0, y - node.clientHeight / 2);
  }, [selectedAt]);

  if (markups.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {filtered ? t('panel.noneFiltered') : t('panel.empty')}
      </Text>
    );
  return (
    <div
      ref={(node) => {
        scroller.current = node;
        ref(node);
      }}
      className={classes.list}
      // As tall as its rows up to a screenful of them: the selected markup's details stay in view below it.
      style={{ height: Math.min(markups.length * ROW_HEIGHT + 2, MAX_LIST_HEIGHT) }}
      onScroll={(event) => setTop(event.currentTarget.scrollTop)}
      role="list"
      aria-label={t('panel.list', { count: markups.length })}
      data-testid="markup-list"
    >
      <div style={{ height: markups.length * ROW_HEIGHT }}>
        {markups.slice(first, last).map((markup, i) => (
          <div role="listitem" key={markup._id}>
            <button
              type="button"
              className={classes.row}
              style={{ top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT }}
              aria-current={markup._id === selectedId}
              onClick={() => onPick(markup)}
              data-testid="markup-row"
              data-id={markup._id}
            >
              <span className={classes.swatch} style={{ backgroundColor: markup.color }} aria-hidden />
              <span style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={500} truncate>
                  {markup.text || t(`tools.${markup.kind}`)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {authorName(markup.author) || t('unknownAuthor')}
                  {markup.replies.length ? ` · ${t('panel.replies', { count: markup.replies.length })}` : ''}
                </Text>
              </span>
              {markup.visibility === 'private' ? (
                <Badge size="xs" variant="light" color="gray">
                  {t('private')}
                </Badge>
              ) : null}
              {markup.resolved ? (
                <Badge size="xs" variant="light" color="green">
                  {t('resolved')}
                </Badge>
              ) : null}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
