import { useAbilities, useCurrentUser } from '../../../entities/session';
import { organizationIdOf } from '../api/organization-of';
import { buildProjectFilter } from '../api/project-filter';
import { useProjectList } from '../api/use-project-list';
import { DatabaseToolbar } from './database/database-toolbar';
import { EmptyList, isNoOrganization, LoadErrorState, NoOrganizationState } from './database/database-states';
import { ProjectTable } from './database/project-table';
import { ListScreen, useListPage, usePhoneLayout, useRowSelection } from '../../../components/list-screen';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { DEFAULT_SORT, hasFilters, NO_FILTERS, PAGE_SIZES, useDatabaseState } from './database/use-database-state';

const SELECT =
  'name,description,type,sector,startDate,visibility,organization,archived,completed,bookmarked,abilities,createdAt';
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
  const { rows, total, stale, footer } = useListPage(list, state, update, PAGE_SIZES);
  const { selected, select, clear } = useRowSelection(JSON.stringify(params));
  const bulkMounted = useOpenedOnce(selected.size > 0);
  const view = { rows, selected, onSelect: select, showOrganization, stale };

  return (
    <ListScreen
      toolbar={<DatabaseToolbar state={state} onChange={update} phone={phone} />}
      blocked={list.isError && isNoOrganization(list.error) ? <NoOrganizationState /> : null}
      failed={list.isError ? <LoadErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      empty={
        rows && total === 0 ? (
          <EmptyList
            filtered={hasFilters(state) || state.status === 'archived'}
            onClearFilters={() => update(NO_FILTERS)}
            onCreate={onCreate}
          />
        ) : null
      }
      paging={footer}
      after={
        bulkMounted && <BulkDelete selected={(rows ?? []).filter((row) => selected.has(row._id))} onClear={clear} />
      }
    >
      {phone ? (
        <ProjectCards {...view} skeletons={Math.min(state.size, 8)} />
      ) : (
        <ProjectTable
          {...view}
          sort={state.sort}
          onSort={(sort) => update({ sort })}
          skeletonRows={Math.min(state.size, 8)}
        />
      )}
    </ListScreen>
  );
}
