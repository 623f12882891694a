import { Anchor, Mark, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Highlight } from '../../common/api/shared';

/** Text with the server's «hits» shown as marks (docs/api.md §6 "Search"); the guillemets themselves are not shown. */
export function HighlightedText({ text }: { text: string }) {
  const parts = text.split(/«|»/);
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts sat between « and ».
        i % 2 === 1 ? (
          <Mark key={i} color="yellow.2" px={1}>
            {part}
          </Mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The highlight of `field`, if the search found something there. */
export function highlightOf(highlights: Highlight[] | undefined, field: string): Highlight | undefined {
  return highlights?.find((h) => h.field === field);
}

/** The PDF page a search found its words on, where a hit opens (the name as the excerpt). */
export function firstHitPage(item: { highlights?: Highlight[] }): number | undefined {
  return item.highlights?.find((h) => h.page !== undefined)?.page;
}

/**
 * Where else a search found its words, under a row's name: "Beskrivning: …med sex «avdelningar»", or the page of
 * a PDF. The fields shown elsewhere in the row (`shown`) are left out.
 */
export function SearchHits({
  highlights,
  shown = ['name'],
  onOpenPage,
}: {
  highlights: Highlight[] | undefined;
  shown?: string[];
  /** Given: the page of a hit inside a PDF is a button that opens the preview there. */
  onOpenPage?: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const rest = (highlights ?? []).filter((h) => !shown.includes(h.field));
  if (rest.length === 0) return null;
  return (
    <>
      {rest.slice(0, 2).map((h) => {
        const page = h.page;
        return (
          <Text key={`${h.field}-${page ?? ''}`} size="xs" c="dimmed" lineClamp={2}>
            {page && onOpenPage ? (
              <Anchor component="button" type="button" size="xs" fw={600} onClick={() => onOpenPage(page)}>
                {t('search.openPage', { page })}
              </Anchor>
            ) : (
              <Text span size="xs" fw={600}>
                {page ? t('search.page', { page }) : t(`search.fields.${h.field}`, { defaultValue: h.field })}:
              </Text>
            )}{' '}
            <HighlightedText text={h.text} />
          </Text>
        );
      })}
    </>
  );
}
