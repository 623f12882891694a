/**
 * Reviews (Swedish: Granskning), ISO 19650's check before publishing: files of one project go to reviewers, then an
 * approver decides per file. Approved files are published, rejected ones go back to work in progress.
 */
import { z } from 'zod';
import { idSchema, isoDate, listSchema } from './shared';

export { REVIEW_PATHS } from './paths';

export const REVIEW_STATUSES = ['open', 'approved', 'rejected', 'partly_approved', 'cancelled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_FILE_KINDS = ['constructionfile', 'drawingfile'] as const;
export type ReviewFileKind = (typeof REVIEW_FILE_KINDS)[number];
export const REVIEW_DECISIONS = ['approved', 'approved_with_comments', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** `GET review?role=`: what waits for the caller's part (`waiting`), or what they started (`created`). */
export const REVIEW_ROLES = ['waiting', 'created'] as const;

/** How many files, reviewers and characters one review may hold. */
export const REVIEW_LIMITS = { files: 200, reviewers: 20, name: 200, message: 5000, comment: 5000 } as const;

const person = z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() });

/**
 * The latest review decision on a file, as its team sees it on the file (a construction file's or drawing's
 * `reviewDecision`): the approver's word stays on the file — a rejected file back in work in progress carries what
 * to fix — until a later review decides again. It names the revision it was about, which a newer upload leaves
 * behind (the decision stays, told as about that revision).
 */
export const fileReviewDecisionSchema = z
  .object({
    review: idSchema,
    reviewName: z.string(),
    decision: z.enum(REVIEW_DECISIONS),
    comment: z.string(),
    approver: person.nullable(),
    decidedAt: isoDate,
    revisionId: idSchema.nullable(),
    revision: z.string().nullable(),
  })
  .meta({ id: 'FileReviewDecision' });
export type FileReviewDecision = z.infer<typeof fileReviewDecisionSchema>;

export const startReviewBody = z.object({
  project: idSchema,
  name: z.string().trim().min(1).max(REVIEW_LIMITS.name),
  files: z
    .array(z.object({ kind: z.enum(REVIEW_FILE_KINDS), id: idSchema }))
    .min(1)
    .max(REVIEW_LIMITS.files),
  reviewers: z.array(idSchema).min(1).max(REVIEW_LIMITS.reviewers),
  approver: idSchema,
  dueDate: z.iso.date().describe('YYYY-MM-DD'),
  message: z.string().max(REVIEW_LIMITS.message).optional(),
});
export type StartReviewBody = z.infer<typeof startReviewBody>;

export const completeReviewBody = z.object({ comment: z.string().max(REVIEW_LIMITS.comment).optional() });

export const decideReviewBody = z.object({
  decisions: z
    .array(
      z.object({
        /** The file's id (a construction file's or a drawing's). */
        id: idSchema,
        decision: z.enum(REVIEW_DECISIONS),
        comment: z.string().max(REVIEW_LIMITS.comment).optional(),
      }),
    )
    .min(1)
    .max(REVIEW_LIMITS.files),
});
export type DecideReviewBody = z.infer<typeof decideReviewBody>;

export const reviewFileSchema = z.object({
  kind: z.enum(REVIEW_FILE_KINDS),
  id: idSchema,
  name: z.string(),
  /** The revision under review (the file's current one when the review started). */
  revisionId: idSchema.nullable(),
  revision: z.string().nullable(),
  /** That revision's content, for the viewer; null once the file is deleted or no longer the caller's to read. */
  url: z.string().nullable(),
  /** That revision's content type (what the viewer shows it as). */
  contentType: z.string().nullable(),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  decisionComment: z.string(),
  decidedAt: isoDate.nullable(),
});
export type ReviewFile = z.infer<typeof reviewFileSchema>;

export const reviewSchema = z
  .object({
    _id: idSchema,
    project: idSchema,
    projectName: z.string(),
    name: z.string(),
    message: z.string(),
    createdBy: person.nullable(),
    createdAt: isoDate,
    dueDate: z.string().describe('YYYY-MM-DD'),
    status: z.enum(REVIEW_STATUSES),
    closedAt: isoDate.nullable(),
    files: z.array(reviewFileSchema),
    reviewers: z.array(z.object({ user: person, completedAt: isoDate.nullable(), comment: z.string() })),
    approver: person.nullable(),
    /** What the caller may do now: complete their part, decide, cancel. */
    abilities: z.object({ complete: z.boolean(), decide: z.boolean(), cancel: z.boolean() }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuery = z.object({
  project: idSchema.optional(),
  status: z
    .string()
    .max(200)
    .optional()
    .describe('One status or several, comma-separated; `closed` stands for every status but `open`'),
  mine: z.enum(['true', 'false']).optional(),
  role: z.enum(REVIEW_ROLES).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(0).max(500).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
export const reviewListSchema = listSchema(reviewSchema);
