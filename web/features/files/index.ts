/** The files feature's public face: other features import only what is here. */
import { lazyPart } from '../../components/lazy-part';

export { fileKeys } from './api/keys';
export { useProjectOptions } from './api/use-lookups';
export { type AnyFile, type ConstructionFile } from './api/types';
export { type MarkupTarget } from './api/markup-types';
export { FilePreview } from './components/file-preview';
export { DropZone } from './components/upload/drop-zone';
export { Thumbnail } from './components/browser/thumbnail';
export { FileViewer } from './components/file-preview';
export { downloadFile } from './api/content';
/** Loaded when /ritningar shows it: the shared files' preview, which imports this module too, needs none of it. */
export const OpenRegister = lazyPart(
  () => import('./components/register/open-register').then((m) => m.OpenRegister),
  null,
  ['drawings', 'files'],
);
