/** The files feature's public face: other features import only what is here. */
export { FilePreview } from './components/file-preview';
export { Thumbnail } from './components/browser/thumbnail';
export { FileViewer } from './components/file-preview';
