/** The list screens' phone half: cards instead of a table, filters behind a button, and the breakpoint. */
export { CardList } from './card-list';
export { FiltersToggle } from './filters-toggle';
export { PHONE_QUERY, usePhoneLayout } from './use-phone-layout';
export { ListFilters } from './list-filters';
export { SortSelect, type SortField, type SortKind } from './sort-select';
