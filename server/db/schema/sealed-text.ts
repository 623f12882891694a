/**
 * A text column whose value is sealed on the way in and opened on the way out (lib/secret-box.ts): what the
 * database, its dumps and its backups hold is ciphertext. Never compared in SQL (each seal differs).
 */
import { customType } from 'drizzle-orm/pg-core';
import { open, seal } from '../../lib/secret-box';

export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => seal(value),
  fromDriver: (value) => open(value),
});
