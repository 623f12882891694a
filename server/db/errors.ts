/** Reads PostgreSQL error codes through Drizzle's wrapping, the same way for PGlite and node-postgres. */

export function pgCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
export const isInvalidTextRepresentation = (err: unknown) => pgCode(err) === '22P02';
export const isInvalidRegex = (err: unknown) => pgCode(err) === '2201B';
