/**
 * The part of the list filter language (docs/api.md point 3) an in-memory index answers: equality, null, `$eq` and
 * `$in` on its own columns, and `$and`. Anything else (`$regex`, `$ne`, `$or`, other fields) answers undefined
 * and the database runs the list. The filter has been through compileFilter first, so its types are right.
 */
import { isUuid } from '../queries/ids';
import type { DocIndex } from './doc-index';

export interface IndexedField {
  attr: string;
  type: 'text' | 'int' | 'id' | 'bool';
  /** Held only as each row's text (lower-texts.ts), which a literal `$regex` is matched in (filter-bits.ts). */
  text?: true;
}

/** Rows whose `attr` is one of `values`; every constraint of a filter must hold. */
export interface ValueConstraint {
  attr: string;
  values: Array<string | null>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filter as constraints on the index's columns, or undefined when it says more than they can. */
export function filterConstraints(
  filter: unknown,
  fields: Readonly<Record<string, IndexedField>>,
): ValueConstraint[] | undefined {
  if (filter === undefined || filter === null) return [];
  if (!isPlainObject(filter)) return undefined;
  const out: ValueConstraint[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      if (!Array.isArray(value)) return undefined;
      for (const part of value) {
        const inner = filterConstraints(part, fields);
        if (!inner) return undefined;
        out.push(...inner);
      }
      continue;
    }
    const field = fields[key];
    if (!field || field.text) return undefined;
    let values: unknown[];
    if (isPlainObject(value)) {
      const ops = Object.keys(value);
      if (ops.length !== 1) return undefined;
      if (ops[0] === '$eq') values = [value.$eq];
      else if (ops[0] === '$in' && Array.isArray(value.$in)) values = value.$in;
      else return undefined;
    } else values = [value];
    out.push({
      attr: field.attr,
      values: values.map((v) => asText(field, v)).filter((v): v is string | null => v !== undefined),
    });
  }
  return out;
}

/**
 * The rows every constraint keeps, as bits from word `from` up to `to`: a single common value's own bitmap
 * (shared, read-only), otherwise built in the index's scratch bitmaps `slot` and `slot + 1`; undefined when
 * there is no constraint (every row).
 */
export function constraintBits(
  constraints: readonly ValueConstraint[],
  index: DocIndex,
  slot: number,
  from: number,
  to = index.words32,
): Uint32Array | undefined {
  let result: Uint32Array | undefined;
  for (const { attr, values } of constraints) {
    const codes = values.map((v) => index.codeOf(attr, v)).filter((c): c is number => c !== undefined);
    const own =
      constraints.length === 1 && codes.length === 1 ? index.valueBitmap(attr, codes[0] as number) : undefined;
    if (own) return own;
    if (!result) {
      result = index.scratch(slot, from, to);
      index.rowsWith(attr, codes, result, from, to);
      continue;
    }
    const bits = index.scratch(slot + 1, from, to);
    index.rowsWith(attr, codes, bits, from, to);
    for (let w = from; w < to; w++) result[w] = (result[w] as number) & (bits[w] as number);
  }
  if (result) placedOutside(result, constraints, index, from, to);
  return result;
}

/**
 * The bits of the rows placed out of number order (doc-index.ts `placedAfter`) that lie outside the window: a
 * search meets them where they belong, in this window, and reads the filter at their own number.
 */
function placedOutside(
  bits: Uint32Array,
  constraints: readonly ValueConstraint[],
  index: DocIndex,
  from: number,
  to: number,
): void {
  const codes = constraints.map(({ attr, values }) => ({
    attr,
    codes: new Set(values.map((v) => index.codeOf(attr, v)).filter((c): c is number => c !== undefined)),
  }));
  for (const doc of index.placedRows()) {
    const word = doc >>> 5;
    if (word >= from && word < to) continue;
    const bit = 1 << (doc & 31);
    if (codes.every(({ attr, codes: kept }) => kept.has(index.codeAt(attr, doc))))
      bits[word] = (bits[word] as number) | bit;
    else bits[word] = (bits[word] as number) & ~bit;
  }
}

/** The value as the index stores it; undefined when no row can hold it (an id that is no uuid). */
function asText(field: IndexedField, v: unknown): string | null | undefined {
  if (v === null) return null;
  if (field.type === 'id') return typeof v === 'string' && isUuid(v) ? v.toLowerCase() : undefined;
  if (field.type === 'int') return typeof v === 'number' ? String(v) : undefined;
  if (field.type === 'bool') return typeof v === 'boolean' ? String(v) : undefined;
  return typeof v === 'string' ? v : undefined;
}
