/** Revision codes (docs/api.md §6 "Revisions"): what comes next, the same on the server and in the web app's proposal. */

/** `A` → `B`, `Z` → `AA`, `AZ` → `BA` (as spreadsheet columns). */
function nextLetters(code: string): string {
  const letters = code.split('');
  for (let i = letters.length - 1; i >= 0; i -= 1) {
    if (letters[i] !== 'Z') {
      letters[i] = String.fromCharCode((letters[i] ?? 'A').charCodeAt(0) + 1);
      return letters.join('');
    }
    letters[i] = 'A';
  }
  return `A${letters.join('')}`;
}

/** The n-th code of the letter series, 1-based: 1 → `A`, 27 → `AA`. */
function lettersAt(n: number): string {
  let code = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) code = String.fromCharCode(65 + ((k - 1) % 26)) + code;
  return code;
}

/**
 * The code that follows `latest` in its own scheme: letters count on (`C` → `D`), a trailing number counts up in
 * its width (`P01` → `P02`, `C02.9` → `C02.10`); otherwise the first free code of the letter series. Never one
 * already used (compared case-insensitively).
 */
export function nextRevisionCode(used: readonly string[], latest: string | null): string {
  const taken = new Set(used.map((c) => c.toUpperCase()));
  const free = (code: string) => !taken.has(code.toUpperCase());
  let candidate: string | undefined;
  if (latest && /^[A-Z]+$/i.test(latest)) candidate = nextLetters(latest.toUpperCase());
  const numbered = latest ? /^(.*?)(\d+)$/.exec(latest) : null;
  if (!candidate && numbered) {
    const [, prefix = '', digits = ''] = numbered;
    candidate = `${prefix}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
  }
  for (let guard = 0; candidate && guard < 1000 && !free(candidate); guard += 1)
    candidate = /^[A-Z]+$/.test(candidate) ? nextLetters(candidate) : undefined;
  if (candidate && free(candidate)) return candidate;
  for (let n = 1; ; n += 1) if (free(lettersAt(n))) return lettersAt(n);
}
