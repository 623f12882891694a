/** Construction files and drawings (docs/api.md points 4 and 5 "Files"). */
import { z } from 'zod';
import { API_BASE, highlightsField, idSchema, isoDate, listSchema } from './shared';
import { FILE_PATHS, REGISTER_PATHS } from './paths';
import { fileReviewDecisionSchema } from './review';
import { FILE_STATUSES } from './values';

export { FILE_STATUSES, FILE_PATHS, REGISTER_PATHS };

/** `GET project/{id}/files.zip`: `query` and `search` as the list takes them; `kind` drawing for the drawings. */
export const filesZipQuery = z.object({
  query: z.string().max(20_000).optional(),
  search: z.string().max(200).optional(),
  kind: z.enum(['constructionfile', 'drawing']).default('constructionfile'),
  /** From `POST …/files.zip/download_link`: stands in for the session in a browser's plain link. */
  ticket: z.string().max(200).optional(),
});

/** The address of a file's thumbnail; `v` names the content it shows, so a browser may keep it. */
export const thumbnailUrl = (thumbnailPath: string, id: string, uploadId: string) =>
  `${API_BASE}${thumbnailPath.replace(':id', id)}?v=${uploadId.slice(0, 8)}`;

/** The address of a file's content, e.g. `/api/v1/constructionfile/<id>/content`. */
export const contentUrl = (contentPath: string, id: string) => `${API_BASE}${contentPath.replace(':id', id)}`;

/**
 * A link a browser can open without the Authorization header (a plain <a href> or a download manager):
 * the content url with a ticket valid for a few minutes, for this file and this user only.
 */
export const downloadLinkAnswer = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLinkAnswer = z.infer<typeof downloadLinkAnswer>;
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
 * Whether the text inside the file's PDF can be searched (docs/api.md §6): `pending` until read in the background,
 * `done`, `none` (no text layer, e.g. a scan), `failed`; null when the content is no PDF or there is none.
 */
export const TEXT_STATUSES = ['pending', 'done', 'none', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
const textStatus = z.enum(TEXT_STATUSES).nullable();

export type FileStatus = (typeof FILE_STATUSES)[number];
export const fileStatusSchema = z.enum(FILE_STATUSES);

/**
 * A revision's code: `A`, `B`, … by default, or a project's own scheme (`P01`, `C02.1`). Letters, digits, `.`
 * and `-`, compared case-insensitively.
 */
export const revisionCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\p{L}\p{N}.-]+$/u);

/** Document-control fields of both kinds: the current revision's code (null without content) and the status. */
const controlFields = {
  status: fileStatusSchema.describe(
    'The status of the revision the caller sees (docs/api.md §7 "Status per revision"): the project\'s team and its ' +
      "organization's admins see the current revision's; everyone else sees the last published revision's " +
      '(`published`, or `archived` once withdrawn), so a newer revision in `wip` or `shared` changes nothing for them ' +
      'until it is published. A file that never had a published revision is seen by them as §6 says (`wip` hidden).',
  ),
  revision: z
    .string()
    .nullable()
    .describe(
      'The code of the revision the caller sees. `url`, `size`, `contentType`, `thumbnail`, the content, the ZIP ' +
        "entry and the PDF text a search finds are that revision's too: the current one for the team, the last " +
        'published one for everyone else (other organizations, share links).',
    ),
  revisionCount: z.number().int(),
  /** When the current revision was added; null without content. */
  revisedAt: isoDate.nullable(),
  /**
   * The current revision's first page as an image (≤ 400 px), once the background renderer has made it; null
   * before (or for content that has none: DWG, DXF, IFC). The address changes with the content.
   */
  thumbnail: z.string().nullable(),
};

const fileAbilities = z.object({ update: z.boolean(), delete: z.boolean() });
/** The latest review decision (common/api/review.ts), for those who manage the project's files; null for others. */
const reviewDecision = fileReviewDecisionSchema
  .nullable()
  .describe(
    "The latest review decision on the file — approved, approved with comments or rejected, the approver's comment, " +
      'who and when, the review and the revision it was about (a newer revision keeps it) — for those who may ' +
      "manage the project's files; null for everyone else and for a file no review has decided.",
  );
const projectRef = z.union([idSchema, z.object({ _id: idSchema, name: z.string() }).loose()]);
const organizationRef = z.union([idSchema, z.object({ _id: idSchema, name: z.string() })]);

/** What both kinds answer after their own fields: their content, its revision and status, and the caller's view. */
const contentFields = {
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  textStatus,
  ...controlFields,
  bookmarked: z.boolean(),
  createdAt: isoDate,
  abilities: fileAbilities,
  reviewDecision,
  highlights: highlightsField,
};

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
    ...contentFields,
  })
  .meta({ id: 'ConstructionFile' });
export type ConstructionFile = z.infer<typeof constructionFileSchema>;

export const drawingFileSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    drawingType: z.string(),
    info: z.string(),
    /** The drawing register's number and scale; empty when not given. */
    drawingNumber: z.string(),
    scale: z.string(),
    url: z.string().nullable(),
    project: projectRef,
    projectName: z.string(),
    organization: organizationRef,
    ...contentFields,
  })
  .meta({ id: 'DrawingFile' });
export type DrawingFile = z.infer<typeof drawingFileSchema>;

export const constructionFileListSchema = listSchema(constructionFileSchema.partial().extend({ _id: idSchema }));
export const drawingFileListSchema = listSchema(drawingFileSchema.partial().extend({ _id: idSchema }));

const fileName = z.string().max(255);
/** The years a file may carry (the forms check them as they are typed, the server on saving). */
export const FILE_YEARS = { min: 1800, max: 2200 } as const;
const year = z.number().int().min(FILE_YEARS.min).max(FILE_YEARS.max).nullable();
const uploadUrl = z.string().max(200);

/** `project` optional in the schema so a missing one answers "No project ID provided.". */
export const createConstructionFileBody = z.object({
  name: fileName,
  year: year.optional(),
  documentType: z.string().trim().max(100).default(''),
  project: idSchema.optional(),
  url: uploadUrl.nullable().optional(),
  status: fileStatusSchema.default('published'),
});
/** A new `url` adds the upload as the file's next revision (the earlier ones stay readable). */
export const updateConstructionFileBody = z
  .object({
    _id: idSchema,
    name: fileName,
    year,
    documentType: z.string().trim().max(100),
    url: uploadUrl,
    status: fileStatusSchema,
  })
  .partial()
  .strict();

const drawingNumber = z.string().trim().max(100);
const scale = z.string().trim().max(50);

export const createDrawingBody = z.object({
  name: fileName,
  drawingType: z.string().trim().max(100).default(''),
  info: z.string().trim().max(2000).default(''),
  drawingNumber: drawingNumber.default(''),
  scale: scale.default(''),
  project: idSchema.optional(),
  url: uploadUrl.nullable().optional(),
  status: fileStatusSchema.default('published'),
});
export const updateDrawingBody = z
  .object({
    _id: idSchema,
    name: fileName,
    drawingType: z.string().trim().max(100),
    info: z.string().trim().max(2000),
    drawingNumber,
    scale,
    url: uploadUrl,
    status: fileStatusSchema,
  })
  .partial()
  .strict();

export const documentTypesQuery = z.object({ projectId: idSchema.optional() });
export const documentTypesAnswer = z.array(z.string());

/**
 * `POST …/revisions` (docs/api.md §6 "Revisions"): an upload as in §5, an optional code (the next one by default),
 * and (§7 "Status per revision") the new revision's status, work in progress by default.
 */
export const addRevisionBody = z.object({
  url: uploadUrl,
  revision: revisionCodeSchema.optional(),
  comment: z.string().trim().max(2000).default(''),
  status: fileStatusSchema
    .optional()
    .describe(
      "The new revision's status, `wip` when left out: until a revision is published, those who may not see work " +
        'in progress (other organizations, share links) keep reading the last published revision.',
    ),
});

export const revisionSchema = z
  .object({
    _id: idSchema,
    revision: z.string(),
    comment: z.string(),
    status: fileStatusSchema.describe(
      "This revision's own status (docs/api.md §7). Callers who may not see work in progress list only the " +
        'revisions that were published (`published`, `archived`).',
    ),
    size: z.number().int(),
    contentType: z.string(),
    createdAt: isoDate,
    createdBy: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
    /** Where this revision's bytes are read (Range and ETag as for the file's content). */
    url: z.string(),
    /** Whether this is the file's current revision. */
    current: z
      .boolean()
      .describe(
        "Whether this is the revision the caller sees as the file's: the current one, or an outsider's last published one.",
      ),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof revisionSchema>;
export const revisionListSchema = listSchema(revisionSchema);

/** The address of one revision's content. */
export const revisionContentUrl = (path: string, id: string, revisionId: string) =>
  `${API_BASE}${path.replace(':id', id).replace(':revisionId', revisionId)}`;

export const registerMatchQuery = z.object({
  projectId: idSchema.optional(),
  dryRun: z.enum(['true', 'false', '1', '0']).default('false'),
});

export const REGISTER_UNMATCHED_REASONS = ['noMatch', 'ambiguous', 'wrongType', 'failed'] as const;

export const registerMatchAnswer = z
  .object({
    success: z.literal(true),
    dryRun: z.boolean(),
    matched: z.array(
      z.object({ fileName: z.string(), drawing: idSchema, drawingNumber: z.string(), revision: z.string() }),
    ),
    unmatched: z.array(
      z.object({
        fileName: z.string(),
        /** noMatch: no drawing has the number; ambiguous: two do; wrongType: not a drawing file; failed: not stored. */
        reason: z.enum(REGISTER_UNMATCHED_REASONS),
        message: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'RegisterMatch' });
export type RegisterMatchAnswer = z.infer<typeof registerMatchAnswer>;

export const registerExportQuery = z.object({ projectId: idSchema.optional() });
