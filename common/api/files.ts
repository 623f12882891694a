/** Construction files and drawings (API.md points 4 and 5 "Files"). */
import { z } from 'zod';
import { API_BASE, highlightsField, idSchema, isoDate, listSchema } from './shared';

export const FILE_PATHS = {
  constructionFiles: '/constructionfile',
  constructionFile: '/constructionfile/:id',
  constructionFileContent: '/constructionfile/:id/content',
  constructionFilesBulkDelete: '/delete_files_bulk',
  drawings: '/drawingfile',
  drawing: '/drawingfile/:id',
  drawingContent: '/drawingfile/:id/content',
  drawingsBulkDelete: '/delete_drawings_bulk',
  documentTypes: '/public/documentType',
  constructionFileDownloadLink: '/constructionfile/:id/download_link',
  drawingDownloadLink: '/drawingfile/:id/download_link',
} as const;

/** The address of a file's content, e.g. `/api/v1/constructionfile/<id>/content`. */
export const contentUrl = (contentPath: string, id: string) => `${API_BASE}${contentPath.replace(':id', id)}`;

/**
 * A link a browser can open without the Authorization header (a plain <a href> or a download manager):
 * the content url with a ticket valid for a few minutes, for this file and this user only.
 */
export const downloadLinkAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export const DOWNLOAD_TICKET_LIFETIME_MS = 10 * 60 * 1000;

/** Document types every organization starts with (Swedish construction practice). */
export const BUILT_IN_DOCUMENT_TYPES = [
  'Bygglov',
  'Bygghandling',
  'Relationshandling',
  'Kontrollplan',
  'Protokoll',
  'Avtal',
  'Offert',
  'Faktura',
  'Besiktningsprotokoll',
  'Arbetsmiljöplan',
  'Riskanalys',
  'Tidplan',
  'Teknisk beskrivning',
  'Energideklaration',
  'Drift- och underhållsinstruktion',
  'Slutbesked',
] as const;

/**
 * Whether the text inside the file's PDF can be searched (API.md §6): `pending` until read in the background,
 * `done`, `none` (no text layer, e.g. a scan), `failed`; null when the content is no PDF or there is none.
 */
export const TEXT_STATUSES = ['pending', 'done', 'none', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
const textStatus = z.enum(TEXT_STATUSES).nullable();

const fileAbilities = z.object({ update: z.boolean(), delete: z.boolean() });
const projectRef = z.union([idSchema, z.object({ _id: idSchema, name: z.string() }).loose()]);
const organizationRef = z.union([idSchema, z.object({ _id: idSchema, name: z.string() })]);

export const constructionFileSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    year: z.number().int().nullable(),
    documentType: z.string(),
    /** Where the content is read; null for a register entry still waiting for its PDF. */
    url: z.string().nullable(),
    project: projectRef,
    organization: organizationRef,
    projectType: z.string(),
    size: z.number().int().nullable(),
    contentType: z.string().nullable(),
    textStatus,
    bookmarked: z.boolean(),
    createdAt: isoDate,
    abilities: fileAbilities,
    highlights: highlightsField,
  })
  .meta({ id: 'ConstructionFile' });
export type ConstructionFile = z.infer<typeof constructionFileSchema>;

export const drawingFileSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    drawingType: z.string(),
    info: z.string(),
    url: z.string().nullable(),
    project: projectRef,
    projectName: z.string(),
    organization: organizationRef,
    size: z.number().int().nullable(),
    contentType: z.string().nullable(),
    textStatus,
    bookmarked: z.boolean(),
    createdAt: isoDate,
    abilities: fileAbilities,
    highlights: highlightsField,
  })
  .meta({ id: 'DrawingFile' });
export type DrawingFile = z.infer<typeof drawingFileSchema>;

export const constructionFileListSchema = listSchema(constructionFileSchema.partial().extend({ _id: idSchema }));
export const drawingFileListSchema = listSchema(drawingFileSchema.partial().extend({ _id: idSchema }));

const fileName = z.string().max(255);
const year = z.number().int().min(1800).max(2200).nullable();
const uploadUrl = z.string().max(200);

/** `project` optional in the schema so a missing one answers "No project ID provided.". */
export const createConstructionFileBody = z.object({
  name: fileName,
  year: year.optional(),
  documentType: z.string().trim().max(100).default(''),
  project: idSchema.optional(),
  url: uploadUrl.nullable().optional(),
});
export const updateConstructionFileBody = z
  .object({ _id: idSchema, name: fileName, year, documentType: z.string().trim().max(100), url: uploadUrl })
  .partial()
  .strict();

export const createDrawingBody = z.object({
  name: fileName,
  drawingType: z.string().trim().max(100).default(''),
  info: z.string().trim().max(2000).default(''),
  project: idSchema.optional(),
  url: uploadUrl.nullable().optional(),
});
export const updateDrawingBody = z
  .object({
    _id: idSchema,
    name: fileName,
    drawingType: z.string().trim().max(100),
    info: z.string().trim().max(2000),
    url: uploadUrl,
  })
  .partial()
  .strict();

export const documentTypesQuery = z.object({ projectId: idSchema.optional() });
export const documentTypesAnswer = z.array(z.string());
