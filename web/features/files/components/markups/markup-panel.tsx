import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Markup } from '../../../../entities/file/markup-types';
import { MarkupDetails } from './markup-details';
import { MARKUP_FILTERS, type MarkupFilter } from './markup-filter';
import { MarkupList } from './markup-list';
import classes from './markups.module.css';
import type { MarkupSession } from './use-markup-session';

interface MarkupPanelProps {
  page: number;
  /** The page's markups under the filter. */
  markups: readonly Markup[];
  total: number;
  loading: boolean;
  failed: boolean;
  filter: MarkupFilter;
  onFilter: (filter: MarkupFilter) => void;
  session: MarkupSession;
  /** Selects a markup and brings it into view on the page. */
  onPick: (markup: Markup) => void;
  /** On a phone the panel is a drawer of its own width. */
  fullWidth?: boolean;
}

/** Beside the page (a drawer on a phone): the page's markups, filtered, and the selected one's details. */
export function MarkupPanel(props: MarkupPanelProps) {
  const { t } = useTranslation('markups');
  const { session, markups } = props;
  const selected = markups.find((markup) => markup._id === session.selectedId) ?? null;
  return (
    <Stack
      className={classes.panel}
      style={props.fullWidth ? { width: '100%', height: '100%' } : undefined}
      gap="xs"
      role="complementary"
      aria-label={t('panel.title', { page: props.page })}
      data-testid="markup-panel"
    >
      <Group justify="space-between" gap="xs">
        {/* In the phone's drawer its title says it. */}
        {props.fullWidth ? (
          <span />
        ) : (
          <Text fw={600} size="sm">
            {t('panel.title', { page: props.page })}
          </Text>
        )}
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('panel.count', { count: markups.length, total: props.total })}
        </Text>
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        value={props.filter}
        onChange={(value) => props.onFilter(value as MarkupFilter)}
        data={MARKUP_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
        aria-label={t('filter.label')}
      />
      {props.failed ? (
        <Alert color="red" variant="light">
          {t('panel.failed')}
        </Alert>
      ) : props.loading ? (
        <Loader size="sm" mx="auto" my="md" aria-label={t('panel.loading')} />
      ) : (
        <MarkupList
          markups={markups}
          filtered={props.total > 0}
          selectedId={session.selectedId}
          onPick={props.onPick}
        />
      )}
      {selected ? (
        <MarkupDetails
          key={`${selected._id}:${selected.updatedAt}`}
          markup={selected}
          session={session}
          mine={selected.abilities.edit}
          canDelete={selected.abilities.delete}
        />
      ) : null}
    </Stack>
  );
}
