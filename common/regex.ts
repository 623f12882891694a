/**
 * A person's search term as a `$regex` that matches it literally: "a+b (etapp 2)" is not a regular expression.
 * The server recognises such escaped terms and searches them as plain substrings (fast, index-backed).
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What the server's `z.email()` accepts (zod's own pattern, copied so the web app's forms check the same without
 * loading zod; common/regex.test.ts keeps the two equal).
 */
/* eslint-disable no-useless-escape -- byte for byte zod's source, which the test compares */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */
