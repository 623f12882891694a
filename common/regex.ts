/**
 * A person's search term as a `$regex` that matches it literally: "a+b (etapp 2)" is not a regular expression.
 * The server recognises such escaped terms and searches them as plain substrings (fast, index-backed).
 */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
