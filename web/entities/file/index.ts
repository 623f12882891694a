/**
 * A file as other features know it: its kinds, shapes and cache keys, the project look-ups of the filters, its
 * download, and where its markups are made. The file screens (browser, viewer) stay in features/files.
 */
export { downloadFile } from './content';
export { fileKeys } from './keys';
export { KINDS, type FileKind } from './kinds';
export { type MarkupTarget } from './markup-types';
export { type AnyFile, type ConstructionFile, type DrawingFile } from './types';
export { useProjectOptions } from './use-lookups';
