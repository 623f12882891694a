import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditQuery } from '../../../common/api/audit';
import { AUDIT_PATHS } from '../../../common/api/paths';
import type { ListAnswer } from '../../../common/api/shared';
import { api, buildUrl, type QueryValue } from '../../lib/api-client';
import { getToken } from '../../lib/auth-storage';

export type AuditFilters = Omit<AuditQuery, 'skip' | 'limit'>;

const clean = (filters: AuditFilters): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** `GET audit` with the filters and page; the previous page stays while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number, size: number) {
  return useQuery({
    queryKey: ['audit', clean(filters), page, size],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<AuditEvent>>(
        AUDIT_PATHS.list,
        { ...clean(filters), skip: (page - 1) * size, limit: size },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET audit.csv` with the caller's token, saved as a file (a plain link could not carry the token). */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const token = getToken();
  const response = await fetch(buildUrl(AUDIT_PATHS.csv, clean(filters)), {
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'byggarkiv-handelselogg.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
