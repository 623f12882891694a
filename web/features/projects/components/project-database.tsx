import { Card, Divider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAbilities, useCurrentUser } from '../../../entities/session';
import { organizationIdOf } from '../api/organization-of';
import { buildProjectFilter } from '../api/project-filter';
import { useProjectList } from '../api/use-project-list';
import { DatabaseToolbar } from './database/database-toolbar';
import { EmptyList, isNoOrganization, LoadErrorState, NoOrganizationState } from './database/database-states';
import { ProjectTable } from './database/project-table';
import { usePhoneLayout } from '../../../components/list-screen';
import { TableFooter } from '../../../components/data-table';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { DEFAULT_SORT, hasFilters, PAGE_SIZES, useDatabaseState } from './database/use-database-state';

const SELECT =
  'name,description,type,sector,startDate,visibility,organization,archived,completed,bookmarked,abilities,createdAt';
const NO_SELECTION = new Set<string>();
// A phone's card list: wider screens never load it.
const ProjectCards = lazyPart(() => import('./database/project-cards').then((m) => m.ProjectCards), <PageLoader />, [
  'projectPages',
  'projects',
]);
// The bar for selected rows, with its confirmation dialog, loads when the first row is selected.
const BulkDelete = lazyPart(() => import('./database/bulk-delete').then((m) => m.BulkDelete), null, [
  'projectPages',
  'projects',
]);

/** The project database: search, filters, sortable columns, pages, bookmarks and bulk delete (issue 4). */
export function ProjectDatabase({ onCreate }: { onCreate?: () => void }) {
  const { data: user } = useCurrentUser();
  const { state, update } = useDatabaseState();
  // A superadmin sees every organization's projects, so the rows say whose they are.
  const showOrganization = useAbilities().chooseOrganization;
  const phone = usePhoneLayout();
  const filter = buildProjectFilter(state, { organizationId: organizationIdOf(user) });
  const params = {
    query: Object.keys(filter).length ? JSON.stringify(filter) : '',
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    sort: state.sort || DEFAULT_SORT,
    skip: (state.page - 1) * state.size,
    limit: state.size,
    select: SELECT,
    ...(showOrganization ? { populate: 'organization' } : {}),
  };
  const list = useProjectList(params);
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState({ key: listKey, ids: NO_SELECTION });
  const selected = selection.key === listKey ? selection.ids : NO_SELECTION;
  const bulkMounted = useOpenedOnce(selected.size > 0);
  const rows = list.data?.result;
  const total = list.data?.total ?? 0;
  const totalIsLowerBound = Boolean(list.data?.totalIsLowerBound);

  // After deleting the last rows of the last page, step back to a page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / state.size));
  const pageIsPastEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pageIsPastEnd) update({ page: lastPage }, { replace: true });
  }, [pageIsPastEnd, lastPage, update]);

  const select = (ids: string[], value: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (value) next.add(id);
      else next.delete(id);
    }
    setSelection({ key: listKey, ids: next });
  };
  const clearFilters = () =>
    update({ search: '', type: null, sector: null, view: null, bookmarked: false, status: 'ongoing' });

  if (list.isError && isNoOrganization(list.error)) {
    return (
      <Card p="xl">
        <NoOrganizationState />
      </Card>
    );
  }

  return (
    <Card p={0}>
      <Stack p="lg">
        <DatabaseToolbar state={state} onChange={update} phone={phone} />
      </Stack>
      <Divider />
      {list.isError ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows && total === 0 ? (
        <EmptyList
          filtered={hasFilters(state) || state.status === 'archived'}
          onClearFilters={clearFilters}
          onCreate={onCreate}
        />
      ) : (
        <>
          {phone ? (
            <ProjectCards
              rows={rows}
              selected={selected}
              onSelect={select}
              showOrganization={showOrganization}
              stale={list.isPlaceholderData && list.isFetching}
              skeletons={Math.min(state.size, 8)}
            />
          ) : (
            <ProjectTable
              rows={rows}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              selected={selected}
              onSelect={select}
              showOrganization={showOrganization}
              stale={list.isPlaceholderData && list.isFetching}
              skeletonRows={Math.min(state.size, 8)}
            />
          )}
          <Divider />
          <TableFooter
            sizes={PAGE_SIZES}
            total={total}
            totalIsLowerBound={totalIsLowerBound}
            page={state.page}
            size={state.size}
            onPage={(page) => update({ page })}
            onSize={(size) => update({ size })}
          />
        </>
      )}
      {bulkMounted && (
        <BulkDelete
          selected={(rows ?? []).filter((row) => selected.has(row._id))}
          onClear={() => setSelection({ key: listKey, ids: NO_SELECTION })}
        />
      )}
    </Card>
  );
}
