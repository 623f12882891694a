/**
 * Markups and comments on a file revision's pages (docs/api.md §7 "Markups and comments"): clouds, boxes, arrows, text
 * and pins drawn on one page of one revision, private to their author until published, with replies. Geometry is
 * in PDF points of that page with the origin at its bottom-left corner (the visible page: its CropBox, before the
 * page's /Rotate is applied), so a markup stays where it was drawn at any zoom, rotation or screen size.
 */
import { z } from 'zod';
import { MSG_MARKUP } from '../messages';
import { idSchema, isoDate, listSchema } from './shared';
import {
  BOX_KINDS,
  DEFAULT_MARKUP_COLOR,
  LINE_KINDS,
  MARKUP_FILE_KINDS,
  MARKUP_KINDS,
  MARKUP_LIMITS,
  MARKUP_VISIBILITIES,
  POINT_KINDS,
  type MarkupKind,
} from './markup-values';

// The paths and plain values live in zod-free modules the web app imports (see common/api/paths.ts).
export { MARKUP_PATHS } from './paths';
export * from './markup-values';

/** A coordinate; one that is missing is answered with the shape the kind needs (`missing`). */
const coordinate = (missing: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? missing : MSG_MARKUP.coordinateInvalid) })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= MARKUP_LIMITS.coordinate, {
      error: MSG_MARKUP.coordinateInvalid,
    });
const boxCoordinate = coordinate(MSG_MARKUP.geometryBox);
const extent = boxCoordinate.refine((v) => v >= 0, { error: MSG_MARKUP.boxNegative });
const pointCoordinate = coordinate(MSG_MARKUP.pointInvalid);
const pinCoordinate = coordinate(MSG_MARKUP.geometryPoint);

export const boxGeometrySchema = z
  .strictObject({ x: boxCoordinate, y: boxCoordinate, w: extent, h: extent }, { error: MSG_MARKUP.geometryBox })
  .describe('A box: (x, y) its bottom-left corner, w and h its width and height, in PDF points');
export const pointsGeometrySchema = z
  .strictObject(
    {
      points: z
        .array(z.tuple([pointCoordinate, pointCoordinate], { error: MSG_MARKUP.pointInvalid }), {
          error: MSG_MARKUP.geometryPoints,
        })
        .min(MARKUP_LIMITS.minPoints, { error: MSG_MARKUP.pointsCount })
        .max(MARKUP_LIMITS.maxPoints, { error: MSG_MARKUP.pointsCount }),
    },
    { error: MSG_MARKUP.geometryPoints },
  )
  .describe('A line or arrow: 2 to 500 points [x, y] in PDF points; an arrow points at its last point');
export const pointGeometrySchema = z
  .strictObject({ x: pinCoordinate, y: pinCoordinate }, { error: MSG_MARKUP.geometryPoint })
  .describe('A pin: the point it marks, in PDF points');

export type BoxGeometry = z.infer<typeof boxGeometrySchema>;
export type PointsGeometry = z.infer<typeof pointsGeometrySchema>;
export type PointGeometry = z.infer<typeof pointGeometrySchema>;
export type MarkupGeometry = BoxGeometry | PointsGeometry | PointGeometry;

/** The geometry schema a kind takes. */
export function geometrySchemaOf(kind: MarkupKind) {
  if ((LINE_KINDS as readonly string[]).includes(kind)) return pointsGeometrySchema;
  if ((POINT_KINDS as readonly string[]).includes(kind)) return pointGeometrySchema;
  return boxGeometrySchema;
}
/** The catalog text for a geometry that does not fit its kind. */
export function geometryMessageOf(kind: MarkupKind): string {
  if ((LINE_KINDS as readonly string[]).includes(kind)) return MSG_MARKUP.geometryPoints;
  if ((POINT_KINDS as readonly string[]).includes(kind)) return MSG_MARKUP.geometryPoint;
  return MSG_MARKUP.geometryBox;
}

export const markupGeometrySchema = z.union([boxGeometrySchema, pointsGeometrySchema, pointGeometrySchema], {
  error: MSG_MARKUP.geometryInvalid,
});
export const markupColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: MSG_MARKUP.colorInvalid })
  .describe('#rrggbb');
const markupText = z.string().max(MARKUP_LIMITS.text, { error: MSG_MARKUP.textTooLong });

const markupFields = {
  revisionId: idSchema.optional().describe("The revision drawn on; the file's current revision when left out"),
  page: z
    .number({ error: MSG_MARKUP.pageInvalid })
    .int({ error: MSG_MARKUP.pageInvalid })
    .min(1, { error: MSG_MARKUP.pageInvalid })
    .max(MARKUP_LIMITS.maxPage, { error: MSG_MARKUP.pageInvalid })
    .describe('1-based page number'),
  color: markupColorSchema.optional().describe(`#rrggbb; ${DEFAULT_MARKUP_COLOR} when left out`),
  text: markupText.optional(),
  visibility: z.enum(MARKUP_VISIBILITIES, { error: MSG_MARKUP.visibilityInvalid }),
  review: idSchema.optional().describe('The review this markup is made in; the review must hold the file'),
};

/** One shape per group of kinds, so a geometry that does not fit its kind is answered with the shape it needs. */
export const createMarkupBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...markupFields, kind: z.enum(BOX_KINDS), geometry: boxGeometrySchema }),
    z.object({ ...markupFields, kind: z.enum(LINE_KINDS), geometry: pointsGeometrySchema }),
    z.object({ ...markupFields, kind: z.enum(POINT_KINDS), geometry: pointGeometrySchema }),
  ],
  { error: MSG_MARKUP.kindInvalid },
);
export type CreateMarkupBody = z.infer<typeof createMarkupBody>;

export const updateMarkupBody = z
  .object({
    geometry: markupGeometrySchema.optional().describe("Author only; the shape the markup's kind takes"),
    text: markupText.optional().describe('Author only'),
    color: markupColorSchema.optional().describe('Author only'),
    visibility: z.enum(MARKUP_VISIBILITIES, { error: MSG_MARKUP.visibilityInvalid }).optional().describe('Author only'),
    resolved: z.boolean().optional().describe('Anyone who may read the file'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: MSG_MARKUP.nothingToChange });
export type UpdateMarkupBody = z.infer<typeof updateMarkupBody>;

export const createReplyBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: MSG_MARKUP.replyEmpty })
    .max(MARKUP_LIMITS.reply, { error: MSG_MARKUP.replyTooLong }),
});

export const markupListQuery = z.object({
  revisionId: idSchema.optional().describe("Which revision's markups; the file's current revision when left out"),
  page: z.coerce.number().int().min(1).max(MARKUP_LIMITS.maxPage).optional().describe('Only this page (1-based)'),
  review: idSchema.optional().describe('Only the markups made in this review'),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .max(MARKUP_LIMITS.listLimit)
    .optional()
    .describe(`Default and most: ${MARKUP_LIMITS.listLimit}`),
});
export type MarkupListQuery = z.infer<typeof markupListQuery>;

const person = z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() });

export const markupReplySchema = z
  .object({ _id: idSchema, text: z.string(), author: person.nullable(), createdAt: isoDate })
  .meta({ id: 'MarkupReply' });
export type MarkupReply = z.infer<typeof markupReplySchema>;

export const markupSchema = z
  .object({
    _id: idSchema,
    /** The construction file's or drawing's id. */
    file: idSchema,
    fileKind: z.enum(MARKUP_FILE_KINDS),
    revisionId: idSchema,
    /** That revision's code (A, B, P01 …). */
    revision: z.string(),
    page: z.number().int(),
    kind: z.enum(MARKUP_KINDS),
    geometry: markupGeometrySchema,
    color: z.string(),
    text: z.string(),
    visibility: z.enum(MARKUP_VISIBILITIES),
    resolved: z.boolean(),
    /** Null once the author's account is gone. */
    author: person.nullable(),
    review: idSchema.nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
    replies: z.array(markupReplySchema),
    /** What the caller may do with it: change it (its author), delete it (its author or an admin), resolve it. */
    abilities: z.object({ edit: z.boolean(), delete: z.boolean(), resolve: z.boolean() }),
  })
  .meta({ id: 'Markup' });
export type Markup = z.infer<typeof markupSchema>;
export const markupListSchema = listSchema(markupSchema);

/** `GET …/content?markups=published`: the PDF with the revision's published markups drawn in. */
export const CONTENT_MARKUPS_VALUES = ['published'] as const;
/** Largest PDF the server draws markups into (it reads the whole file into memory for it). */
export const MAX_MARKUP_PDF_BYTES = 100 * 1024 * 1024;
