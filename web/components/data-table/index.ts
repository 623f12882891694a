/** The list kit: the project database, /byggfiler and /ritningar are built from these. */
export { BulkDeleteBar, type BulkDeleteTexts } from './bulk-delete-bar';
export { ConfirmDelete } from './confirm-delete';
export { default as dataTableClasses } from './data-table.module.css';
export { LoadErrorState } from './load-error-state';
export { SearchBox } from './search-box';
export { SortHeader } from './sort-header';
export { TableFooter } from './table-footer';
