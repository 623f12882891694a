/** The list screens' kit: the frame, the state in the URL, paging, selection, states, cards and filters. */
export { CardList } from './card-list';
export { FiltersToggle } from './filters-toggle';
export { PHONE_QUERY, usePhoneLayout } from './use-phone-layout';
export { ListFilters } from './list-filters';
export { ListScreen } from './list-screen';
export { ListEmptyState, NoOrganizationState } from './list-states';
export {
  readListParams,
  useListUrlState,
  writeListParams,
  type ListPaging,
  type ListUpdateOptions,
} from './list-url-state';
export { SelectAllCheckbox } from './select-all-checkbox';
export { SkeletonRows } from './skeleton-rows';
export { SortSelect, type SortField, type SortKind } from './sort-select';
export { useListPage, useLocalPaging, useRowSelection } from './use-list-page';
