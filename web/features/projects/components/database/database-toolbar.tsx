import { Button, Group, Stack } from '@mantine/core';
import { FilterChip } from '../../../../components/filter-chip';
import { SegmentedChoice } from '../../../../components/segmented-choice';
import { DeferredSelect } from '../../../../components/deferred-select';
import { IconFilterOff, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../../../common/api/project';
import { VISIBILITIES } from '../../../../../common/api/values';
import { STATUS_FILTERS, type StatusFilter } from '../../api/project-filter';
import { useTaxonomy } from '../../api/use-taxonomy';
import { SearchBox } from '../../../../components/data-table';
import { hasFilters, type DatabaseState } from './use-database-state';
import { FiltersToggle } from '../../../../components/list-screen';

interface DatabaseToolbarProps {
  state: DatabaseState;
  onChange: (change: Partial<DatabaseState>, options?: { replace?: boolean }) => void;
  /** On a phone the select filters wait behind one button. */
  phone: boolean;
}

/** Search, the type/sector/visibility filters, ongoing or archived, and bookmarked only. */
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
      <FiltersToggle
        phone={phone}
        active={[state.type, state.sector, state.view, state.bookmarked].filter(Boolean).length}
      >
        <Group gap="sm" wrap="wrap">
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
          <FilterChip
            checked={state.bookmarked}
            onChange={(bookmarked) => onChange({ bookmarked })}
            icon={<IconStar size={14} aria-hidden />}
          >
            {t('database.bookmarkedOnly')}
          </FilterChip>
          {hasFilters(state) ? (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => onChange({ search: '', type: null, sector: null, view: null, bookmarked: false })}
            >
              {t('database.clearFilters')}
            </Button>
          ) : null}
        </Group>
      </FiltersToggle>
    </Stack>
  );
}
