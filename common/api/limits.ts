/** The limits contract: what the server enforces, so clients check the same numbers before they send. */
import { z } from 'zod';
import { LIMITS_PATHS } from './paths';

export { LIMITS_PATHS };

export const limitsAnswer = z
  .object({
    /** `MAX_UPLOAD_MB`: the largest upload the server takes, in MiB (docs/api.md point 5 "Files"). */
    maxUploadMb: z.number().int().positive().describe('largest accepted upload in MiB (MAX_UPLOAD_MB)'),
  })
  .meta({ id: 'Limits' });
export type LimitsAnswer = z.infer<typeof limitsAnswer>;
