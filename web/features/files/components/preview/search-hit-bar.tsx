import { Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchHits } from './use-search-hits';

/** Under the toolbar while a search's words are marked: the page's hit count and the way to the next and previous hit. */
export function SearchHitBar({ search, hits }: { search: string; hits: SearchHits }) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const status =
    hits.noMore === 'next'
      ? t('preview.hits.noMoreNext')
      : hits.noMore === 'previous'
        ? t('preview.hits.noMorePrevious')
        : hits.onPage === undefined
          ? t('preview.hits.counting')
          : t('preview.hits.onPage', { count: hits.onPage });
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-testid="search-hit-bar">
      <Text size="sm" aria-live="polite" miw={0}>
        <Text span size="sm" fw={600}>
          {t('preview.hits.search', { search })}
        </Text>{' '}
        {status}
      </Text>
      {/* Never disabled while seeking (a second press waits, use-search-hits.ts): a disabled button drops the
          keyboard's focus, and the next Enter would go nowhere. */}
      <Group gap="xs" wrap="nowrap" aria-busy={hits.seeking}>
        {hits.seeking ? <Loader size="xs" aria-label={t('preview.hits.seeking')} /> : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          onClick={() => hits.seek('previous')}
        >
          {t('preview.hits.previous')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={() => hits.seek('next')}
        >
          {t('preview.hits.next')}
        </Button>
      </Group>
    </Group>
  );
}
