/** Building blocks every resource contract uses: ids, dates, the error envelope and the list answer. */
import { z } from 'zod';

export const API_BASE = '/api/v1';

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

/** The answer of every list call (API.md point 3). */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    limit: z.number().int(),
    skip: z.number().int(),
    total: z.number().int(),
    result: z.array(item),
  });
}
export interface ListAnswer<T> {
  limit: number;
  skip: number;
  total: number;
  result: T[];
}
