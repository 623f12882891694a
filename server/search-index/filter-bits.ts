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

/**
 * The index's scratch bitmaps a plan is evaluated in, from slot PLAN_SCRATCH up, taken and given back like a
 * stack: a part's bitmap is merged into its neighbour's and given back at once, so a filter needs as many as its
 * depth, not its parts. A plan runs in one synchronous pass and its answer is read before anything is awaited, so
 * the next evaluation may take the same bitmaps again. Before, every part allocated its own bitmap (125 kB at a
 * million rows, three or four per call): at 350 calls a second that was 130 MB/s of array buffers, whose
 * external-memory pressure made V8 run full collections over a heap of a million-entry maps — the `$regex` calls'
 * long tail (p95 381 ms) and a good part of the resident memory.
 */
const PLAN_SCRATCH = 20;

class PlanScratch {
  private top = 0;
  constructor(readonly index: DocIndex) {}

  /** A zeroed bitmap over every row. */
  take(): Uint32Array {
    return this.index.scratch(PLAN_SCRATCH + this.top++);
  }

  /** Gives back every bitmap taken after `mark` (what `taken` said then). */
  giveBack(mark: number): void {
    this.top = mark;
  }

  get taken(): number {
    return this.top;
  }
}

type Part = (scratch: PlanScratch) => Rows;

/** A filter made ready for the index: the rows it keeps in a given index (read without awaiting anything). */
export type FilterPlan = (index: DocIndex) => Rows;

/**
 * The filter as a plan, or undefined when the index cannot answer it (the database runs the list). Its answer is
 * one of the index's scratch bitmaps (or a shared one): valid until the next plan runs, never to be kept.
 */
export function planFilter(filter: unknown, fields: Readonly<Record<string, IndexedField>>): FilterPlan | undefined {
  const part = planPart(filter, fields);
  return part && ((index) => part(new PlanScratch(index)));
}

function planPart(filter: unknown, fields: Readonly<Record<string, IndexedField>>): Part | undefined {
  if (filter === undefined || filter === null) return () => 'every';
  if (!isPlainObject(filter)) return undefined;
  const parts: Part[] = [];
  for (const [key, value] of Object.entries(filter)) {
    let part: Part | undefined;
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value)) return undefined;
      const each = value.map((inner) => planPart(inner, fields));
      if (each.some((plan) => plan === undefined)) return undefined;
      const plans = each as Part[];
      part = key === '$and' ? (scratch) => allOf(plans, scratch) : (scratch) => anyOf(plans, scratch);
    } else part = fieldPart(key, value, fields);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return (scratch) => allOf(parts, scratch);
}

/** One field's condition. */
function fieldPart(key: string, value: unknown, fields: Readonly<Record<string, IndexedField>>): Part | undefined {
  const field = fields[key];
  if (!field) return undefined;
  if (isPlainObject(value) && Object.hasOwn(value, '$regex')) {
    if (value.$options !== 'i' || Object.keys(value).some((op) => op !== '$regex' && op !== '$options'))
      return undefined;
    const literal = typeof value.$regex === 'string' ? regexLiteral(value.$regex) : null;
    if (literal === null) return undefined;
    const lower = lowerLikeDatabase(literal);
    if (field.text)
      return (scratch) => {
        const bits = scratch.take();
        bits.set(scratch.index.textBits(lower).subarray(0, scratch.index.words32));
        return bits;
      };
    return (scratch) => {
      const codes: number[] = [];
      for (const [text, code] of scratch.index.valuesIn(field.attr))
        if (lowerLikeDatabase(text).includes(lower)) codes.push(code);
      const bits = scratch.take();
      scratch.index.rowsWith(field.attr, codes, bits);
      return bits;
    };
  }
  if (field.text) return undefined;
  // One field, so one constraint: the rows holding any of its values.
  const [constraint] = filterConstraints({ [key]: value }, fields) ?? [];
  if (!constraint) return undefined;
  return (scratch) => {
    const { index } = scratch;
    const codes = constraint.values.map((v) => index.codeOf(constraint.attr, v)).filter((c) => c !== undefined);
    const bits = scratch.take();
    index.rowsWith(constraint.attr, codes, bits);
    return bits;
  };
}

/** The rows in every part: each part's bitmap is ANDed into the first and given back. */
function allOf(parts: readonly Part[], scratch: PlanScratch): Rows {
  const words32 = scratch.index.words32;
  let first: Uint32Array | undefined;
  for (const part of parts) {
    const mark = scratch.taken;
    const bits = part(scratch);
    if (bits === 'every') {
      scratch.giveBack(mark);
      continue;
    }
    if (!first) {
      first = bits;
      continue;
    }
    for (let w = 0; w < words32; w++) first[w] = (first[w] as number) & (bits[w] as number);
    scratch.giveBack(mark);
  }
  return first ?? 'every';
}

/** The rows in any part (ORed into the first); an empty `$or` keeps none, as the database's `false`. */
function anyOf(parts: readonly Part[], scratch: PlanScratch): Rows {
  const words32 = scratch.index.words32;
  const start = scratch.taken;
  let first: Uint32Array | undefined;
  for (const part of parts) {
    const mark = scratch.taken;
    const bits = part(scratch);
    if (bits === 'every') {
      scratch.giveBack(start);
      return 'every';
    }
    if (!first) {
      first = bits;
      continue;
    }
    for (let w = 0; w < words32; w++) first[w] = (first[w] as number) | (bits[w] as number);
    scratch.giveBack(mark);
  }
  return first ?? scratch.take();
}
