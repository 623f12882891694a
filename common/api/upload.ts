/** The upload contract (docs/api.md point 5 "Files"): a file is uploaded first, then referenced by its url. */
import { z } from 'zod';
import { UPLOAD_PATHS } from './paths';
import { LOGO_TYPES, MAX_LOGO_BYTES } from './values';

export { LOGO_TYPES, MAX_LOGO_BYTES, UPLOAD_PATHS };

export const uploadQuery = z.object({
  /**
   * Uploads never overwrite stored content (every one gets a key of its own). `true`: this upload replaces the
   * caller's earlier uploads of the same name and purpose that no file or logo refers to yet.
   */
  overwrite: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "true: replaces the caller's earlier uploads of the same file name and purpose that nothing refers to yet",
    ),
  fileName: z.string().max(255).optional(),
  /** What the upload is for, which decides the accepted types: a construction file (PDF), a drawing, or a logo. */
  purpose: z.enum(['constructionfile', 'drawing', 'logo']).default('constructionfile'),
});

export const uploadAnswer = z.object({
  success: z.literal(true),
  /** Where the content is read (with the caller's token) and how entities refer to it. */
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
