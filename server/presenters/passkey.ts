/** A passkey row → the API's Passkey: named by our id; its key and counter stay on the server. */
import type { Passkey } from '../../common/api/passkeys';
import type { PasskeyRow } from '../db/schema';

export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    transports: row.transports,
  };
}
