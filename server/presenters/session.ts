/** A session row → the API's Session: named by its id, never by its token's hash. */
import type { Session } from '../../common/api/account-security';
import type { UserCaller } from '../caller';
import type { SessionRow } from '../queries/sessions';

function placeOf(row: SessionRow): Session['place'] {
  if (row.placeLocal) return { local: true };
  if (!row.placeCountry) return null;
  return { local: false, country: row.placeCountry, ...(row.placeCity ? { city: row.placeCity } : {}) };
}

export function presentSession(caller: UserCaller, row: SessionRow): Session {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    place: placeOf(row),
    current: row.tokenHash === caller.tokenHash,
  };
}
