import { FILE_PATHS } from '../../../common/api/paths';

/** The two kinds of file the archive keeps; they share every screen and differ in the fields below. */
export type FileKind = 'constructionfile' | 'drawing';

export interface KindConfig {
  kind: FileKind;
  /** The i18n namespace with the kind's own texts (titles, type labels, empty states). */
  ns: 'files' | 'drawings';
  paths: { list: string; bulkDelete: string; one: (id: string) => string };
  downloadLink: (id: string) => string;
  /** `GET`/`POST …/{id}/revisions` (docs/api.md §6 "Revisions"). */
  revisions: (id: string) => string;
  /** The type column: documentType for construction files, drawingType for drawings. */
  typeField: 'documentType' | 'drawingType';
  /** What the client accepts before the server checks the content (docs/api.md point 5 "Files"). */
  accept: { extensions: readonly string[]; mimeTypes: readonly string[] };
}

const at = (template: string) => (id: string) => template.replace(':id', encodeURIComponent(id));

export const KINDS: Record<FileKind, KindConfig> = {
  constructionfile: {
    kind: 'constructionfile',
    ns: 'files',
    paths: {
      list: FILE_PATHS.constructionFiles,
      bulkDelete: FILE_PATHS.constructionFilesBulkDelete,
      one: at(FILE_PATHS.constructionFile),
    },
    downloadLink: at(FILE_PATHS.constructionFileDownloadLink),
    revisions: at(FILE_PATHS.constructionFileRevisions),
    typeField: 'documentType',
    accept: { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  },
  drawing: {
    kind: 'drawing',
    ns: 'drawings',
    paths: { list: FILE_PATHS.drawings, bulkDelete: FILE_PATHS.drawingsBulkDelete, one: at(FILE_PATHS.drawing) },
    downloadLink: at(FILE_PATHS.drawingDownloadLink),
    revisions: at(FILE_PATHS.drawingRevisions),
    typeField: 'drawingType',
    accept: {
      extensions: ['pdf', 'dwg', 'dxf', 'ifc', 'png', 'jpg', 'jpeg'],
      mimeTypes: [
        'application/pdf',
        'image/png',
        'image/jpeg',
        'image/vnd.dwg',
        'image/x-dwg',
        'application/acad',
        'image/vnd.dxf',
        'application/dxf',
        'application/x-step',
      ],
    },
  },
};
