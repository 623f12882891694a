/**
 * The list filter language (the OpenAPI reference's list calls) as a bitmap over every row of the index, for the filters API clients
 * write beyond plain equality: `$or` and `$and` of equality, `$in`, `$eq` and a literal `$regex` with
 * `$options: "i"` — `{ $or: [{ name: { $regex: "skola", $options: "i" } }, { documentType: { $regex: … } }] }`.
 * Such a filter compiles to `ILIKE '%…%'` (list-query/compile-filter.ts), which over a million names the
 * database answers from a trigram scan of every matching row; here a name's literal is a byte search of the
 * lower-cased names (lower-texts.ts) kept per literal, and a column's literal a look through its few values.
 * Anything else (`$ne`, a regex with syntax, a case-sensitive one) answers undefined: the database runs the list.
 * The filter has been through compileFilter first, so its shapes and types are right.
 */
import { regexLiteral } from '../queries/list-query/compile-filter';
import type { DocIndex } from './doc-index';
import { lowerLikeDatabase } from './lower-texts';
import { filterConstraints, type IndexedField } from './memory-filter';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every row, or the rows in the bitmap. */
export type Rows = Uint32Array | 'every';

/** A filter made ready for the index: the rows it keeps in a given index (read without awaiting anything). */
export type FilterPlan = (index: DocIndex) => Rows;

/** The filter as a plan, or undefined when the index cannot answer it (the database runs the list). */
export function planFilter(filter: unknown, fields: Readonly<Record<string, IndexedField>>): FilterPlan | undefined {
  if (filter === undefined || filter === null) return () => 'every';
  if (!isPlainObject(filter)) return undefined;
  const parts: FilterPlan[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let part: FilterPlan | undefined;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) return undefined;
      const each = value.map((inner) => planFilter(inner, fields));
      if (each.some((plan) => plan === undefined)) return undefined;
      const plans = each as FilterPlan[];
      part =
        key === '$and'
          ? (index) =>
              allOf(
                plans.map((plan) => plan(index)),
                index,
              )
          : (index) =>
              anyOf(
                plans.map((plan) => plan(index)),
                index,
              );
    } else part = fieldPlan(key, value, fields);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return (index) =>
    allOf(
      parts.map((plan) => plan(index)),
      index,
    );
}

/** One field's condition. */
function fieldPlan(
  key: string,
  value: unknown,
  fields: Readonly<Record<string, IndexedField>>,
): FilterPlan | undefined {
  const field = fields[key];
  if (!field) return undefined;
  if (isPlainObject(value) && Object.hasOwn(value, '$regex')) {
    if (value.$options !== 'i' || Object.keys(value).some((op) => op !== '$regex' && op !== '$options'))
      return undefined;
    const literal = typeof value.$regex === 'string' ? regexLiteral(value.$regex) : null;
    if (literal === null) return undefined;
    const lower = lowerLikeDatabase(literal);
    if (field.text) return (index) => index.textBits(lower).slice(0, index.words32);
    return (index) => {
      const codes: number[] = [];
      for (const [text, code] of index.valuesIn(field.attr))
        if (lowerLikeDatabase(text).includes(lower)) codes.push(code);
      const bits = new Uint32Array(index.words32);
      index.rowsWith(field.attr, codes, bits);
      return bits;
    };
  }
  if (field.text) return undefined;
  // One field, so one constraint: the rows holding any of its values.
  const [constraint] = filterConstraints({ [key]: value }, fields) ?? [];
  if (!constraint) return undefined;
  return (index) => {
    const codes = constraint.values.map((v) => index.codeOf(constraint.attr, v)).filter((c) => c !== undefined);
    const bits = new Uint32Array(index.words32);
    index.rowsWith(constraint.attr, codes, bits);
    return bits;
  };
}

/** The rows in every one (the first bitmap is reused). */
function allOf(parts: readonly Rows[], index: DocIndex): Rows {
  const bitmaps = parts.filter((p): p is Uint32Array => p !== 'every');
  const [first, ...rest] = bitmaps;
  if (!first) return 'every';
  for (const bits of rest)
    for (let w = 0; w < index.words32; w++) first[w] = (first[w] as number) & (bits[w] as number);
  return first;
}

/** The rows in any one (the first bitmap is reused); an empty `$or` keeps none, as the database's `false`. */
function anyOf(parts: readonly Rows[], index: DocIndex): Rows {
  if (parts.includes('every')) return 'every';
  const [first, ...rest] = parts as Uint32Array[];
  if (!first) return new Uint32Array(index.words32);
  for (const bits of rest)
    for (let w = 0; w < index.words32; w++) first[w] = (first[w] as number) | (bits[w] as number);
  return first;
}
