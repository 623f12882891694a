/**
 * Compiles the JSON filter of docs/api.md point 3 into SQL over a whitelist of fields. Only plain equality,
 * null, $in, $nin, $ne, $regex (+ $options "i"), $and and $or exist; anything else is a 400, never a query.
 * A filter's size is bounded (filter-budget.ts) and its regexes are a subset that cannot backtrack
 * (safe-regex.ts): what would keep the database busy for long is refused before it runs.
 */
import { and, eq, inArray, isNotNull, isNull, not, notInArray, or, SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../errors';
import { isUuid } from '../ids';
import { likePattern } from '../like-pattern';
import { fieldNamed, type FieldMap, type FieldSpec } from './fields';
import { FilterBudget } from './filter-budget';
import { checkRegex } from './safe-regex';

const MAX_IN = 1000;
/** The stable code of a `$regex` outside the accepted subset (safe-regex.ts); the text names the construct. */
export const REGEX_NOT_SUPPORTED = 'REGEX_NOT_SUPPORTED';
const FIELD_OPERATORS = new Set(['$in', '$nin', '$ne', '$regex', '$options', '$eq']);

type Scalar = string | number | boolean | Date;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const NOTHING = sql`false`;

/** The filter as SQL, or undefined when it filters nothing. Throws 400 with a message naming the problem. */
export function compileFilter(filter: unknown, fields: FieldMap): SQL | undefined {
  if (filter === undefined || filter === null) return undefined;
  if (!isPlainObject(filter)) throw badRequest('query must be a JSON object');
  return compileObject(filter, fields, 0, new FilterBudget());
}

function compileObject(
  filter: Record<string, unknown>,
  fields: FieldMap,
  depth: number,
  budget: FilterBudget,
): SQL | undefined {
  budget.level(depth);
  const parts: Array<SQL | undefined> = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || value.length === 0) throw badRequest(`${key} needs a non-empty array`);
      budget.branches(key, value.length);
      const inner = value.map((v) => {
        if (!isPlainObject(v)) throw badRequest(`${key} entries must be objects`);
        return compileObject(v, fields, depth + 1, budget) ?? sql`true`;
      });
      parts.push(key === '$and' ? and(...inner) : or(...inner));
    } else if (key.startsWith('$')) {
      throw badRequest(`Unknown operator ${key}`);
    } else {
      const spec = fieldNamed(fields, key);
      if (!spec) throw badRequest(`Unknown field ${key}`);
      budget.condition();
      parts.push(compileField(key, spec, value, budget));
    }
  }
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? undefined : present.length === 1 ? present[0] : and(...present);
}

function compileField(name: string, spec: FieldSpec, value: unknown, budget: FilterBudget): SQL | undefined {
  if (spec.type === 'idSet') return compileSetField(name, spec, value);
  if (!isPlainObject(value)) return equals(name, spec, value);
  const ops = Object.keys(value);
  for (const op of ops) if (!FIELD_OPERATORS.has(op)) throw badRequest(`Unknown operator ${op} on ${name}`);
  if (Object.hasOwn(value, '$options') && !Object.hasOwn(value, '$regex'))
    throw badRequest(`$options on ${name} needs $regex`);
  const parts: SQL[] = [];
  if (Object.hasOwn(value, '$eq')) parts.push(equals(name, spec, value.$eq));
  if (Object.hasOwn(value, '$ne'))
    parts.push(value.$ne === null ? isNotNull(spec.column) : not(equals(name, spec, value.$ne, true)));
  if (Object.hasOwn(value, '$in')) parts.push(inList(name, spec, value.$in, false));
  if (Object.hasOwn(value, '$nin')) parts.push(inList(name, spec, value.$nin, true));
  if (Object.hasOwn(value, '$regex')) parts.push(regex(name, spec, value.$regex, value.$options, budget));
  return parts.length === 1 ? parts[0] : and(...parts);
}

/** A set-valued field (the ids of a team): equality and $in mean "holds", $ne and $nin "does not hold". */
function compileSetField(name: string, spec: FieldSpec, value: unknown): SQL {
  const contains = spec.contains;
  if (!contains) throw new Error(`field ${name} has no contains()`);
  const ids = (v: unknown): string[] => {
    const list = Array.isArray(v) ? v : [v];
    if (list.length > MAX_IN) throw badRequest(`${name} takes at most ${MAX_IN} values`);
    return list
      .map((x) => {
        if (typeof x !== 'string') throw badRequest(`${name} must be id strings`);
        return x;
      })
      .filter(isUuid);
  };
  const holds = (v: unknown) => {
    const list = ids(v);
    return list.length ? contains(list) : NOTHING;
  };
  if (!isPlainObject(value)) return holds(value);
  const keys = Object.keys(value);
  if (keys.length !== 1 || !['$in', '$nin', '$ne', '$eq'].includes(keys[0] ?? ''))
    throw badRequest(`${name} takes a value, $in, $nin or $ne`);
  const [op] = keys;
  if ((op === '$in' || op === '$nin') && !Array.isArray(value[op ?? '']))
    throw badRequest(`${op} on ${name} needs an array`);
  const inner = holds(value[op ?? '']);
  return op === '$ne' || op === '$nin' ? not(inner) : inner;
}

// drizzle types these operators separately for a column and for an expression (a field may be either, see
// fields.ts); the SQL they write is the same.
const eqField = (c: FieldSpec['column'], v: Scalar) => (c instanceof SQL ? eq(c, v) : eq(c, v));
const inField = (c: FieldSpec['column'], v: Scalar[]) => (c instanceof SQL ? inArray(c, v) : inArray(c, v));
const notInField = (c: FieldSpec['column'], v: Scalar[]) => (c instanceof SQL ? notInArray(c, v) : notInArray(c, v));

/** `nullSafe` makes `$ne` keep rows whose value is NULL, as a document database would. */
function equals(name: string, spec: FieldSpec, value: unknown, nullSafe = false): SQL {
  if (value === null) return isNull(spec.column);
  const v = coerce(name, spec, value);
  if (v === undefined) return nullSafe ? sql`false` : NOTHING;
  return nullSafe ? sql`${spec.column} is not distinct from ${v}` : eqField(spec.column, v);
}

function inList(name: string, spec: FieldSpec, value: unknown, negate: boolean): SQL {
  if (!Array.isArray(value)) throw badRequest(`${negate ? '$nin' : '$in'} on ${name} needs an array`);
  if (value.length > MAX_IN) throw badRequest(`${negate ? '$nin' : '$in'} on ${name} takes at most ${MAX_IN} values`);
  const hasNull = value.includes(null);
  const values = value
    .filter((v) => v !== null)
    .map((v) => coerce(name, spec, v))
    .filter((v): v is Scalar => v !== undefined);
  if (!negate) {
    const base = values.length ? inField(spec.column, values) : NOTHING;
    return hasNull ? (or(base, isNull(spec.column)) as SQL) : base;
  }
  const base = values.length ? or(isNull(spec.column), notInField(spec.column, values)) : sql`true`;
  return hasNull ? (and(base, isNotNull(spec.column)) as SQL) : (base as SQL);
}

function regex(name: string, spec: FieldSpec, pattern: unknown, options: unknown, budget: FilterBudget): SQL {
  if (typeof pattern !== 'string') throw badRequest(`$regex on ${name} must be a string`);
  if (options !== undefined && options !== 'i' && options !== '')
    throw badRequest(`$options on ${name} may only be "i"`);
  budget.regex();
  const refusal = checkRegex(pattern);
  if (refusal?.kind === 'invalid')
    throw badRequest(
      `Invalid regular expression for ${name}: the pattern ${refusal.reason}`,
      undefined,
      'INVALID_REGEX',
    );
  if (refusal) throw badRequest(`$regex on ${name} ${refusal.reason}`, undefined, REGEX_NOT_SUPPORTED);
  const target = spec.type === 'text' ? spec.column : sql`${spec.column}::text`;
  // A plain search term is a substring test: (I)LIKE answers it alike and lets the trigram index do more of the
  // work than a regex does (a fraction of the time over a million files).
  const literal = regexLiteral(pattern);
  if (literal !== null)
    return options === 'i' ? sql`${target} ilike ${likePattern(literal)}` : sql`${target} like ${likePattern(literal)}`;
  return options === 'i' ? sql`${target} ~* ${pattern}` : sql`${target} ~ ${pattern}`;
}

const REGEX_SYNTAX = new Set(['.', '^', '$', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|']);

/** The text a regex matches literally (escaped punctuation allowed), or null when it uses any regex syntax. */
export function regexLiteral(pattern: string): string | null {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === '\\') {
      const next = pattern.charAt(i + 1);
      // `\d`, `\w`, `\b`, … are classes and anchors, not letters.
      if (!next || /[\p{L}\p{N}]/u.test(next)) return null;
      out += next;
      i += 1;
    } else if (REGEX_SYNTAX.has(ch)) return null;
    else out += ch;
  }
  return out;
}

/** The value in the column's type; undefined means "can match nothing" (an id that is not a UUID). */
function coerce(name: string, spec: FieldSpec, value: unknown): Scalar | undefined {
  switch (spec.type) {
    case 'text':
      if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
      return value;
    case 'id':
      if (typeof value !== 'string') throw badRequest(`${name} must be an id string`);
      return isUuid(value) ? value : undefined;
    case 'bool':
      if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`);
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${name} must be a number`);
      return value;
    case 'idSet':
      throw badRequest(`${name} cannot be compared this way`);
    case 'date': {
      const d = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
      if (!d || Number.isNaN(d.getTime())) throw badRequest(`${name} must be an ISO 8601 date`);
      return d;
    }
  }
}
