/** The files feature's public face: other features import only what is here. */
export { fileKeys } from './api/keys';
export { useProjectOptions } from './api/use-lookups';
export { type AnyFile, type ConstructionFile } from './api/types';
export { FilePreview } from './components/file-preview';
export { DropZone } from './components/upload/drop-zone';
export { Thumbnail } from './components/browser/thumbnail';
export { FileViewer } from './components/file-preview';
export { downloadFile } from './api/content';
export { OpenRegister } from './components/register/open-register';
