import { Group, Stack } from '@mantine/core';
import { SegmentedChoice } from '../../../../components/segmented-choice';
import { DeferredSelect } from '../../../../components/deferred-select';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../../../common/api/project';
import { VISIBILITIES } from '../../../../../common/api/values';
import { STATUS_FILTERS, type StatusFilter } from '../../api/project-filter';
import { useTaxonomy } from '../../api/use-taxonomy';
import { SearchBox } from '../../../../components/data-table';
import { hasFilters, type DatabaseState } from './use-database-state';
import { ListFilters, SortSelect } from '../../../../components/list-screen';

interface DatabaseToolbarProps {
  state: DatabaseState;
  onChange: (change: Partial<DatabaseState>, options?: { replace?: boolean }) => void;
  /** On a phone the select filters wait behind one button. */
  phone: boolean;
}

/** Search, the type/sector/visibility filters, ongoing or archived, bookmarked only, and a phone's sort. */
export function DatabaseToolbar({ state, onChange, phone }: DatabaseToolbarProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const types = useTaxonomy('projectTypes');
  const sectors = useTaxonomy('sectors');
  return (
    <Stack gap="sm" role="search" aria-label={t('database.filtersLabel')}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchBox
          value={state.search}
          onChange={(search) => onChange({ search }, { replace: true })}
          label={t('database.search')}
          placeholder={t('database.searchPlaceholder')}
        />
        <SegmentedChoice
          value={state.status}
          onChange={(status: StatusFilter) => onChange({ status })}
          data={STATUS_FILTERS.map((value) => ({ value, label: t(`database.status.${value}`) }))}
          aria-label={t('database.statusLabel')}
        />
      </Group>
      <ListFilters
        phone={phone}
        active={[state.type, state.sector, state.view, state.bookmarked].filter(Boolean).length}
        bookmarked={{
          checked: state.bookmarked,
          onChange: (bookmarked) => onChange({ bookmarked }),
          label: t('database.bookmarkedOnly'),
        }}
        clear={{
          shown: hasFilters(state),
          onClear: () => onChange({ search: '', type: null, sector: null, view: null, bookmarked: false }),
          label: t('database.clearFilters'),
        }}
        phoneSort={
          <SortSelect
            value={state.sort}
            onChange={(sort) => onChange({ sort })}
            fields={[
              { field: 'name', label: t('fields.name'), kind: 'text' },
              { field: 'type', label: t('fields.type'), kind: 'text' },
              { field: 'startDate', label: t('fields.startDate'), kind: 'date' },
              { field: 'createdAt', label: t('fields.createdAt'), kind: 'date' },
            ]}
          />
        }
      >
        <DeferredSelect
          aria-label={t('fields.type')}
          placeholder={t('database.allTypes')}
          data={types.data ?? []}
          value={state.type}
          onChange={(type) => onChange({ type })}
          searchable
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <DeferredSelect
          aria-label={t('fields.sector')}
          placeholder={t('database.allSectors')}
          data={sectors.data ?? []}
          value={state.sector}
          onChange={(sector) => onChange({ sector })}
          searchable
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <DeferredSelect
          aria-label={t('fields.visibility')}
          placeholder={t('database.allVisibilities')}
          data={VISIBILITIES.map((value) => ({ value, label: t(`visibility.${value}.label`) }))}
          value={state.view}
          onChange={(view) => onChange({ view: view as Visibility | null })}
          clearable
          w={{ base: '100%', xs: 190 }}
        />
      </ListFilters>
    </Stack>
  );
}
