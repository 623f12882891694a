/** The files feature's public face: other features import only what is here. */
import { lazyPart } from '../../components/lazy-part';

export { fileKeys } from '../../entities/file/keys';
export { useProjectOptions } from '../../entities/file/use-lookups';
export { type AnyFile, type ConstructionFile } from '../../entities/file/types';
export { type MarkupTarget } from '../../entities/file/markup-types';
export { FilePreview } from './components/file-preview';
export { DropZone } from '../../components/drop-zone';
export { Thumbnail } from './components/browser/thumbnail';
export { FileViewer } from './components/file-preview';
export { downloadFile } from '../../entities/file/content';
/** Loaded when /ritningar shows it: the shared files' preview, which imports this module too, needs none of it. */
export const OpenRegister = lazyPart(
  () => import('./components/register/open-register').then((m) => m.OpenRegister),
  null,
  ['drawings', 'files'],
);
