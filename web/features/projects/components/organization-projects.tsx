import { Button, Card, Divider, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconFolders } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox, TableFooter } from '../../../components/data-table';
import { lazyPart } from '../../../components/lazy-part';
import { SortSelect, usePhoneLayout } from '../../../components/list-screen';
import { PageLoader } from '../../../components/page-loader';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { buildProjectFilter, STATUS_FILTERS, type StatusFilter } from '../api/project-filter';
import { useProjectList } from '../api/use-project-list';
import { LoadErrorState } from './database/database-states';
import { ProjectTable } from './database/project-table';
import { DEFAULT_SORT, PAGE_SIZES } from './database/use-database-state';

const SELECT = 'name,description,type,sector,startDate,visibility,archived,completed,bookmarked,abilities,createdAt';
// A phone's card list: wider screens never load it.
const ProjectCards = lazyPart(() => import('./database/project-cards').then((m) => m.ProjectCards), <PageLoader />, [
  'projectPages',
  'projects',
]);

interface ListState {
  search: string;
  status: StatusFilter;
  sort: string;
  page: number;
  size: number;
}

const START: ListState = { search: '', status: 'all', sort: '', page: 1, size: 10 };

/**
 * An organization's projects on its page: `GET project` filtered by the organization, searched, sorted and paged
 * by the server; what the caller may not see the server leaves out. The state lives here, not in the URL, which
 * belongs to the organization page's tabs.
 */
export function OrganizationProjects({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const phone = usePhoneLayout();
  const [state, setState] = useState(START);
  const update = (change: Partial<ListState>) =>
    setState((previous) => ({ ...previous, ...change, page: 'page' in change ? (change.page ?? 1) : 1 }));
  const statusFilter = buildProjectFilter(
    { search: '', type: null, sector: null, view: null, status: state.status, bookmarked: false },
    { organizationId },
  );
  const filter = Object.keys(statusFilter).length
    ? { $and: [{ organization: organizationId }, statusFilter] }
    : { organization: organizationId };
  const list = useProjectList({
    query: JSON.stringify(filter),
    ...(state.search ? { search: state.search } : {}),
    sort: state.sort || DEFAULT_SORT,
    skip: (state.page - 1) * state.size,
    limit: state.size,
    select: SELECT,
  });
  const rows = list.data?.result;
  const total = list.data?.total ?? 0;
  const stale = list.isPlaceholderData && list.isFetching;
  const filtered = Boolean(state.search) || state.status !== 'all';

  return (
    <Card p={0}>
      <Stack p="lg" gap="sm" role="search" aria-label={t('organizationProjects.filtersLabel')}>
        <div>
          <Title order={2} size="h4">
            {t('organizationProjects.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('organizationProjects.text')}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <SearchBox
            value={state.search}
            onChange={(search) => update({ search })}
            label={t('database.search')}
            placeholder={t('database.searchPlaceholder')}
          />
          <SegmentedChoice
            value={state.status}
            onChange={(status: StatusFilter) => update({ status })}
            data={STATUS_FILTERS.map((value) => ({ value, label: t(`database.status.${value}`) }))}
            aria-label={t('database.statusLabel')}
          />
          {phone ? (
            <SortSelect
              value={state.sort}
              onChange={(sort) => update({ sort })}
              fields={[
                { field: 'name', label: t('fields.name'), kind: 'text' },
                { field: 'type', label: t('fields.type'), kind: 'text' },
                { field: 'startDate', label: t('fields.startDate'), kind: 'date' },
                { field: 'createdAt', label: t('fields.createdAt'), kind: 'date' },
              ]}
              w="100%"
            />
          ) : null}
        </Group>
      </Stack>
      <Divider />
      {list.isError ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows && total === 0 ? (
        <EmptyState
          variant="light"
          py={40}
          icon={filtered ? <IconFilterOff size={28} aria-hidden /> : <IconFolders size={28} aria-hidden />}
          title={t(filtered ? 'database.noMatches.title' : 'organizationProjects.emptyTitle')}
          description={t(filtered ? 'database.noMatches.text' : 'organizationProjects.emptyText')}
        >
          {filtered ? (
            <EmptyState.Actions>
              <Button variant="light" onClick={() => update({ search: '', status: 'all' })}>
                {t('database.clearFilters')}
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      ) : (
        <>
          {phone ? (
            <ProjectCards rows={rows} showOrganization={false} stale={stale} skeletons={Math.min(state.size, 6)} />
          ) : (
            <ProjectTable
              rows={rows}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              showOrganization={false}
              stale={stale}
              skeletonRows={Math.min(state.size, 6)}
            />
          )}
          <Divider />
          <TableFooter
            sizes={PAGE_SIZES}
            total={total}
            totalIsLowerBound={Boolean(list.data?.totalIsLowerBound)}
            page={state.page}
            size={state.size}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </>
      )}
    </Card>
  );
}
