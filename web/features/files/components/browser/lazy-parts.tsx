import { lazyPart } from '../../../../components/lazy-part';
import { PageLoader } from '../../../../components/page-loader';

/** The file browser's parts that its first paint does without, each loaded when first shown. */
export const FilePreview = lazyPart(() => import('../file-preview').then((m) => m.FilePreview), null, [
  'fileDialogs',
  'files',
]);
// The dialogs load when first opened: the list's first paint does without their forms and inputs.
export const UploadModal = lazyPart(() => import('../upload-modal').then((m) => m.UploadModal), null, [
  'drawings',
  'files',
]);
export const EditFileModal = lazyPart(() => import('../edit-file-modal').then((m) => m.EditFileModal), null, [
  'drawings',
  'fileDialogs',
  'files',
]);
export const DeleteFileModal = lazyPart(() => import('../delete-file-modal').then((m) => m.DeleteFileModal), null, [
  'fileDialogs',
  'files',
]);
export const RevisionHistory = lazyPart(
  () => import('../revisions/revision-history').then((m) => m.RevisionHistory),
  null,
  ['fileDialogs', 'files'],
);
export const NewRevisionModal = lazyPart(
  () => import('../revisions/new-revision-modal').then((m) => m.NewRevisionModal),
  null,
  ['drawings', 'fileDialogs', 'files'],
);
// The bar for selected rows, with its status menu, loads when the first row is selected.
export const BulkDelete = lazyPart(() => import('./bulk-delete').then((m) => m.BulkDelete), null, [
  'drawings',
  'files',
]);
export const CompareRevisions = lazyPart(
  () => import('../revisions/compare-revisions').then((m) => m.CompareRevisions),
  null,
  ['fileDialogs', 'files'],
);
// Shown only once the answer says so (empty, failed, no organization) or the grid is chosen: loaded then.
export const EmptyList = lazyPart(() => import('./states').then((m) => m.EmptyList), null, ['drawings', 'files']);
export const LoadErrorState = lazyPart(() => import('./states').then((m) => m.LoadErrorState), null, [
  'drawings',
  'files',
]);
export const NoOrganizationState = lazyPart(() => import('./states').then((m) => m.NoOrganizationState), null, [
  'drawings',
  'files',
]);
export const FileGrid = lazyPart(() => import('./file-grid').then((m) => m.FileGrid), <PageLoader />, ['files']);
// A phone's card list: wider screens never load it.
export const FileCards = lazyPart(() => import('./file-cards').then((m) => m.FileCards), <PageLoader />, [
  'drawings',
  'files',
]);
