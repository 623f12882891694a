/** The files feature's public face: other features import only what is here. */
export { fileKeys } from '../../entities/file/keys';
export { useProjectOptions } from '../../entities/file/use-lookups';
export { type AnyFile, type ConstructionFile } from '../../entities/file/types';
export { type MarkupTarget } from '../../entities/file/markup-types';
export { FilePreview } from './components/file-preview';
export { DropZone } from '../../components/drop-zone';
export { Thumbnail } from './components/browser/thumbnail';
export { FileViewer } from './components/file-preview';
export { downloadFile } from '../../entities/file/content';
export { OpenRegister } from './open-register-part';
