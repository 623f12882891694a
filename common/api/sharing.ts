/** Public share links for a project's files (docs/api.md point 5 "Sharing"). */
import { z } from 'zod';
import { constructionFileSchema } from './files';
import { idSchema, isoDate, listSchema } from './shared';
import { SHARING_PATHS } from './paths';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../limits';

export { SHARING_PATHS };

export const SHARE_RESOURCE_TYPES = ['files'] as const;
export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked', 'orphaned'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** Both optional in the schema so that missing ones answer the spec's own texts. */
export const createShareLinkBody = z.object({
  projectId: idSchema.optional(),
  resourceType: z.string().max(50).optional(),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe(
      `When the link stops working: at most ${SHARE_LINK_MAX_DAYS} days ahead; absent or null, ${SHARE_LINK_DEFAULT_DAYS} days from now`,
    ),
});

export const createShareLinkAnswer = z.object({
  success: z.literal(true),
  shareToken: z.string(),
  /** The page to send: `/shared/projekt/<projectId>?shareToken=<token>`. */
  url: z.string(),
  link: z.lazy(() => shareLinkSchema),
});

export const shareLinkSchema = z
  .object({
    _id: idSchema,
    project: idSchema,
    resourceType: z.enum(SHARE_RESOURCE_TYPES),
    createdAt: isoDate,
    createdBy: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
    /** Always set in answers: a link made before expiries were required ends SHARE_LINK_MAX_DAYS after it was made. */
    expiresAt: isoDate.nullable(),
    revokedAt: isoDate.nullable(),
    lastUsedAt: isoDate.nullable(),
    useCount: z.number().int(),
    /** active, or why it no longer works; `orphaned`: its creator may no longer share the project (left, lost the right). */
    status: z.enum(SHARE_LINK_STATUSES),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shareLinkListQuery = z.object({ projectId: idSchema.optional() });
export const shareLinkListAnswer = z.array(shareLinkSchema);

export const sharedProjectQuery = z.object({ shareToken: z.string().max(200).optional() });
export const sharedProjectAnswer = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  organization: z.object({ name: z.string() }),
  logo: z.string().nullable(),
});

export const sharedFilesQuery = z.object({
  shareToken: z.string().max(200).optional(),
  projId: z.string().max(64).optional(),
  skip: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(0).optional(),
  search: z.string().max(200).optional(),
  docType: z.string().max(100).optional(),
});
export const sharedFilesAnswer = listSchema(
  constructionFileSchema.omit({ abilities: true, bookmarked: true, reviewDecision: true }),
);
