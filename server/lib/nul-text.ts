/**
 * PostgreSQL cannot store the NUL character in text, so a request that carries one would fail in the database
 * (a 500). Every piece of text a client sends passes through here first and is refused as bad input.
 */
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';

/** The path of the first string or key holding U+0000 in a decoded JSON value, or undefined. Iterative: depth is the client's. */
export function findNul(value: unknown, root = ''): string | undefined {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (Array.isArray(item)) {
      item.forEach((v, i) => stack.push([v, path ? `${path}.${i}` : String(i)]));
    } else if (item !== null && typeof item === 'object') {
      for (const [k, v] of Object.entries(item)) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes('\u0000')) return at.replaceAll('\u0000', '\\u0000');
        stack.push([v, at]);
      }
    }
  }
  return undefined;
}

/** Throws 400 `NUL_CHARACTER` naming the field when `value` holds a NUL anywhere. */
export function refuseNul(value: unknown, root = ''): void {
  const field = findNul(value, root);
  if (field !== undefined)
    throw badRequest(NUL_MESSAGE, [{ field: field || undefined, message: NUL_MESSAGE }], 'NUL_CHARACTER');
}
