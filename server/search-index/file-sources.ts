/**
 * What the in-memory search index holds of each kind of file: the columns a load reads, each row's words (those of
 * its search vector, schema/files.ts, and its code tokens from the columns a code is searched in), the columns a
 * filter or the caller's scope asks, and the fields of the list language it answers.
 */
import { sql } from 'drizzle-orm';
import { constructionFiles, drawingFiles } from '../db/schema';
import type { IndexedField } from './memory-filter';
import type { IndexSource } from './table-index';
import { codeTokensOf, fingerprint, wordsOf } from './words';

export interface FileIndexSpec {
  table: typeof constructionFiles | typeof drawingFiles;
  source: IndexSource;
  fields: Readonly<Record<string, IndexedField>>;
}

/**
 * Every file's columns that decide who sees it: `outside_status` is the status of the revision those outside the
 * team read (docs/api.md §7 "Status per revision"), which fileScope checks for them.
 */
const SCOPE_COLUMNS = `status, outside_status, project_visibility, organization_id::text as organization, project_id::text as project`;
const scopeAttrs = (r: Record<string, unknown>) => ({
  organization: r.organization as string,
  project: r.project as string,
  projectVisibility: r.project_visibility as string,
  status: r.status as string,
  outsideStatus: r.outside_status as string,
});
const SCOPE_FIELDS: Record<string, IndexedField> = {
  name: { attr: 'name', type: 'text', text: true },
  status: { attr: 'status', type: 'text' },
  project: { attr: 'project', type: 'id' },
  organization: { attr: 'organization', type: 'id' },
};

export const constructionFileSource: IndexSource = {
  table: 'construction_files',
  columns: sql.raw(
    `id::text as id, created_at::text as c, name as n, document_type, project_type, year::text as year, ${SCOPE_COLUMNS}`,
  ),
  attrNames: [
    'organization',
    'project',
    'projectVisibility',
    'status',
    'outsideStatus',
    'documentType',
    'projectType',
    'year',
  ],
  toRow: (r) => {
    const documentType = String(r.document_type);
    const text = `${r.n} ${documentType}`;
    return {
      id: r.id,
      // The search vector's words: the name's and the document type's.
      words: [...wordsOf(text), ...codeTokensOf(text)],
      attrs: {
        ...scopeAttrs(r),
        documentType,
        projectType: r.project_type as string,
        year: (r.year as string | null) ?? null,
      },
      fingerprint: fingerprint(r.c, r.n, documentType),
      text: r.n as string,
    };
  },
};

export const constructionFileIndex: FileIndexSpec = {
  table: constructionFiles,
  source: constructionFileSource,
  fields: {
    ...SCOPE_FIELDS,
    documentType: { attr: 'documentType', type: 'text' },
    projectType: { attr: 'projectType', type: 'text' },
    year: { attr: 'year', type: 'int' },
  },
};

export const drawingFileSource: IndexSource = {
  table: 'drawing_files',
  columns: sql.raw(
    `id::text as id, created_at::text as c, name as n, drawing_type, drawing_number, info, project_name, ${SCOPE_COLUMNS}`,
  ),
  attrNames: ['organization', 'project', 'projectVisibility', 'status', 'outsideStatus', 'drawingType', 'projectName'],
  toRow: (r) => {
    const drawingType = String(r.drawing_type);
    const number = String(r.drawing_number);
    const info = String(r.info);
    const text = `${r.n} ${drawingType} ${number} ${info}`;
    return {
      id: r.id,
      // The search vector's words: the name's, the type's, the number's and the info's.
      words: [...wordsOf(text), ...codeTokensOf(text)],
      attrs: { ...scopeAttrs(r), drawingType, projectName: r.project_name as string },
      fingerprint: fingerprint(r.c, r.n, drawingType, number, info),
      text: r.n as string,
    };
  },
};

export const drawingFileIndex: FileIndexSpec = {
  table: drawingFiles,
  source: drawingFileSource,
  fields: {
    ...SCOPE_FIELDS,
    drawingType: { attr: 'drawingType', type: 'text' },
    projectName: { attr: 'projectName', type: 'text' },
  },
};
