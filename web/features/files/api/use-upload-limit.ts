import { useQuery } from '@tanstack/react-query';
import type { LimitsAnswer } from '../../../../common/api/limits';
import { LIMITS_PATHS } from '../../../../common/api/paths';
import { DEFAULT_MAX_UPLOAD_MB } from '../../../../common/limits';
import { api } from '../../../lib/api-client';
import { fileKeys } from '../../../entities/file/keys';

export interface UploadLimit {
  maxUploadMb: number;
  maxBytes: number;
}

const MIB = 1024 * 1024;

/**
 * The server's `MAX_UPLOAD_MB` (`GET public/limits`). It changes only when the server restarts, so it is
 * fetched once per page load; until it answers (or if it cannot), the built-in default stands in — the
 * server checks every upload anyway.
 */
export function useUploadLimit(): UploadLimit {
  const { data } = useQuery({
    queryKey: fileKeys.limits,
    queryFn: async ({ signal }) => api.get<LimitsAnswer>(LIMITS_PATHS.limits, undefined, signal),
    staleTime: Infinity,
  });
  const maxUploadMb = data?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB;
  return { maxUploadMb, maxBytes: maxUploadMb * MIB };
}
