/**
 * How large a list filter may be. Every condition is work for the database on every row the caller sees, so the
 * size of a filter is bounded as its regexes are (safe-regex.ts): a 20,000-character query could otherwise hold
 * thousands of `$or` branches or hundreds of regexes, each matched against every row. The bounds are far above
 * what the web app sends (a `$and` of at most six equalities, one `$regex`).
 */
import { badRequest } from '../../errors';

/** The stable code of a filter refused for its size; the text names which bound it passed. */
export const FILTER_TOO_LARGE = 'FILTER_TOO_LARGE';

export const FILTER_LIMITS = {
  /** Nested `$and`/`$or` levels. */
  depth: 6,
  /** Entries of one `$and` or `$or`. */
  branches: 100,
  /** Field conditions in the whole filter (`{"a":1,"b":2}` is two). */
  conditions: 200,
  /** `$regex` conditions in the whole filter. */
  regexes: 10,
} as const;

/** Counts one filter's parts as the compiler meets them; throws 400 FILTER_TOO_LARGE past a bound. */
export class FilterBudget {
  private conditions = 0;
  private regexes = 0;

  /** A `$and`/`$or` level at `depth` (the top-level object is 0). */
  level(depth: number): void {
    if (depth > FILTER_LIMITS.depth) throw tooLarge('query is nested too deeply');
  }

  /** A `$and`/`$or` with `count` entries. */
  branches(operator: string, count: number): void {
    if (count > FILTER_LIMITS.branches)
      throw tooLarge(`${operator} takes at most ${FILTER_LIMITS.branches} entries (it has ${count})`);
  }

  /** One condition on a field. */
  condition(): void {
    this.conditions += 1;
    if (this.conditions > FILTER_LIMITS.conditions)
      throw tooLarge(`query holds more than ${FILTER_LIMITS.conditions} field conditions`);
  }

  /** One `$regex`. */
  regex(): void {
    this.regexes += 1;
    if (this.regexes > FILTER_LIMITS.regexes) throw tooLarge(`query holds more than ${FILTER_LIMITS.regexes} $regex`);
  }
}

const tooLarge = (message: string) => badRequest(message, undefined, FILTER_TOO_LARGE);
