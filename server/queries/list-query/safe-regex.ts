/**
 * The regular expressions a list filter's `$regex` may use: a subset whose matching cannot blow up, checked by our
 * own parser before anything reaches the database.
 *
 * Why: PostgreSQL matches a regex without back-references with automata, in time proportional to the text; a
 * back-reference sends it to a backtracking matcher, and `^(a*)(a*)(a*)(a*)(a*)(a*)\6\5\4\3\2\1ab$` over a name of
 * 151 characters ran for over a minute. On the embedded database (PGlite) nothing can interrupt a running
 * statement and the engine runs on the server's only thread, so the server answered nothing meanwhile: refusing
 * such a pattern before it runs is the only defence there. What the subset accepts PostgreSQL matches in time
 * linear in the text (measured on PGlite: at worst about 0.5 µs a character, for a pattern that makes its automaton
 * track the most states); nested and alternating repetitions, the classic blow-ups of backtracking engines, are
 * refused too. No pattern is ever run in JavaScript (the in-memory search index leaves `$regex` to the database),
 * where adjacent quantifiers such as `(a*)(a*)(a*)c` would still cost polynomial time. The subset:
 *
 * - literal characters; `\` before punctuation (`\.`, `\(`) for the character itself; `.`; `\d \D \w \W \s \S`;
 * - character classes `[...]` with ranges and negation (`[0-9]`, `[^a-z]`, `[\d.]`);
 * - the anchors `^` and `$`, alternation `|`, groups `( )` and `(?: )`;
 * - the quantifiers `* + ? {m} {m,} {m,n}` (bounds up to MAX_REPEAT), optionally lazy (`*?`).
 *
 * Refused: back-references (`\1`…`\9`, `\k<name>`), lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`), embedded options
 * (`(?i)`; `$options: "i"` says the same), named groups, POSIX bracket classes (`[[:alpha:]]`), escapes of
 * letters and digits other than the six classes (their meanings differ between engines), a quantified group that
 * holds a quantifier (`(a*)*`, `(a+)?`), a repeated group of alternatives (`(a|aa)*`; a class says `[ab]*`), and
 * patterns whose repetitions expand beyond MAX_EXPANDED positions.
 */
import { Refused, RegexParser, type RegexRefusal } from './safe-regex-parser';

export { MAX_REPEAT, type RegexRefusal } from './safe-regex-parser';

export const MAX_REGEX_LENGTH = 200;
/** Pattern positions once every bounded repetition is written out (`[0-9]{4}` is 4, `(ab){50}` 100). */
export const MAX_EXPANDED = 1000;

/**
 * Checks `pattern` against the accepted subset; undefined when it is accepted, else why not. Pure: the caller
 * words the 400 (it knows the field).
 */
export function checkRegex(pattern: string): RegexRefusal | undefined {
  if (pattern.length > MAX_REGEX_LENGTH)
    return { kind: 'unsupported', reason: `is longer than ${MAX_REGEX_LENGTH} characters, which is not supported` };
  try {
    const shape = new RegexParser(pattern).parse();
    if (shape.size > MAX_EXPANDED)
      return {
        kind: 'unsupported',
        reason: `repeats too much (more than ${MAX_EXPANDED} positions once its repetitions are written out), which is not supported`,
      };
    return undefined;
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}
