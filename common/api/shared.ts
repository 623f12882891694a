/** Building blocks every resource contract uses: ids, dates, the error envelope and the list answer. */
import { z } from 'zod';

export { API_BASE } from './values';

export const idSchema = z.string().min(1).max(64);
export const isoDate = z.string().describe('ISO 8601 date-time');

export const errorSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: z.string().optional(),
    details: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

export const successSchema = z.object({ success: z.literal(true) });

/** Above this many matches a list's `total` is a lower bound (docs/api.md §6 "Search"): counting further costs more than a page. */
export const EXACT_TOTAL_LIMIT = 10_000;

/** The answer of every list call (docs/api.md point 3). */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    limit: z.number().int(),
    skip: z.number().int(),
    total: z.number().int(),
    /** True when there are more than `total` (= EXACT_TOTAL_LIMIT) matches. */
    totalIsLowerBound: z.boolean().optional(),
    result: z.array(item),
  });
}
export interface ListAnswer<T> {
  limit: number;
  skip: number;
  total: number;
  totalIsLowerBound?: boolean;
  result: T[];
}

/**
 * Where a `search=` found its terms in an entity (docs/api.md §6): an excerpt with the hits in « and »; `page` (1-based)
 * for text found inside a PDF (`field: "content"`).
 */
export const highlightSchema = z.object({ field: z.string(), text: z.string(), page: z.number().int().optional() });
export type Highlight = z.infer<typeof highlightSchema>;
export const highlightsField = z.array(highlightSchema).optional().describe('Only in answers to a search= list call');
