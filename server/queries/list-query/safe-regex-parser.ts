/**
 * The parser behind checkRegex (safe-regex.ts, which says what the subset is and why): it walks a pattern once,
 * throws a Refused for what is outside the subset, and answers the pattern's shape — whether it repeats or
 * branches, and its size once repetitions are written out.
 */

/** The largest bound of `{m,n}`. PostgreSQL expands a bounded repetition into that many copies of its atom. */
export const MAX_REPEAT = 100;

/** Why a pattern is refused: `invalid` is not a regular expression at all, `unsupported` is outside the subset. */
export interface RegexRefusal {
  kind: 'invalid' | 'unsupported';
  /**
   * Completes "$regex on <field> …" (unsupported: "uses a back-reference (\6), which is not supported") or
   * "… the pattern …" (invalid: "has a ( at position 1 that is never closed").
   */
  reason: string;
}

export class Refused extends Error {
  constructor(readonly refusal: RegexRefusal) {
    super(refusal.reason);
  }
}

const invalid = (reason: string) => new Refused({ kind: 'invalid', reason });
const unsupported = (reason: string) => new Refused({ kind: 'unsupported', reason });

/** How often a quantifier lets its atom repeat; no `max` is unbounded. */
interface Bounds {
  min: number;
  max?: number;
}

/** What a parsed piece holds: whether it repeats or branches anywhere, and its size once repetitions expand. */
export interface Shape {
  quantified: boolean;
  alternatives: boolean;
  size: number;
}

const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const isAlphanumeric = (ch: string) => /[\p{L}\p{N}]/u.test(ch);

/** A recursive-descent parser of the subset: alternation → sequence → quantified atom. */
export class RegexParser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parse(): Shape {
    const shape = this.alternation();
    if (this.pos < this.text.length) throw invalid('has a ) without its (');
    return shape;
  }

  private peek(offset = 0): string {
    return this.text.charAt(this.pos + offset);
  }

  private alternation(): Shape {
    const branches = [this.sequence()];
    while (this.peek() === '|') {
      this.pos += 1;
      branches.push(this.sequence());
    }
    return {
      quantified: branches.some((b) => b.quantified),
      alternatives: branches.length > 1 || branches.some((b) => b.alternatives),
      size: branches.reduce((sum, b) => sum + b.size, 0),
    };
  }

  private sequence(): Shape {
    const shape: Shape = { quantified: false, alternatives: false, size: 0 };
    while (this.pos < this.text.length && this.peek() !== '|' && this.peek() !== ')') {
      const item = this.quantifiedAtom();
      shape.quantified ||= item.quantified;
      shape.alternatives ||= item.alternatives;
      shape.size += item.size;
    }
    return shape;
  }

  private quantifiedAtom(): Shape {
    const start = this.pos;
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    const written = this.text.slice(start, this.pos);
    if (!atom.repeatable) throw invalid(`has a quantifier with nothing to repeat (${written})`);
    if (atom.quantified)
      throw unsupported(
        `repeats a group that itself repeats (${written}), which is not supported: it can take exponential time`,
      );
    if (atom.alternatives && (bounds.max === undefined || bounds.max > 1))
      throw unsupported(
        `repeats a group of alternatives (${written}), which is not supported: it can take exponential time (a character class such as [ab]* repeats single characters)`,
      );
    // An unbounded repetition adds one position that loops; a bounded one is written out `max` times.
    const copies = bounds.max === undefined ? Math.max(bounds.min, 1) + 1 : Math.max(bounds.max, 1);
    return { quantified: true, alternatives: atom.alternatives, size: atom.size * copies };
  }

  /** One atom; `repeatable` is false for anchors, which no quantifier may follow. */
  private atom(): Shape & { repeatable: boolean } {
    const ch = this.peek();
    const one = { quantified: false, alternatives: false, size: 1, repeatable: true };
    switch (ch) {
      case '^':
      case '$':
        this.pos += 1;
        return { ...one, size: 0, repeatable: false };
      case '(':
        return { ...this.group(), repeatable: true };
      case '[':
        this.characterClass();
        return one;
      case '\\':
        this.escape(false);
        return one;
      case '*':
      case '+':
      case '?':
        throw invalid(`has a quantifier with nothing to repeat (${ch} at position ${this.pos + 1})`);
      default: {
        const bound = this.boundAt();
        if (bound) throw invalid(`has a quantifier with nothing to repeat (${bound.written})`);
        // `.`, `]`, `}` and every other character stand for themselves (`.` for any one); so does a `{` that
        // starts no repetition, in PostgreSQL and JavaScript alike.
        this.pos += 1;
        return one;
      }
    }
  }

  private group(): Shape {
    const open = this.pos;
    this.pos += 1;
    if (this.peek() === '?') {
      const kind = this.text.slice(this.pos, this.pos + 3);
      if (kind.startsWith('?:')) this.pos += 2;
      else if (kind.startsWith('?=') || kind.startsWith('?!'))
        throw unsupported(`uses a lookahead (${this.text.slice(open, open + 3)}…), which is not supported`);
      else if (kind === '?<=' || kind === '?<!')
        throw unsupported(`uses a lookbehind (${this.text.slice(open, open + 4)}…), which is not supported`);
      else if (kind.startsWith('?<') || kind.startsWith('?P'))
        throw unsupported('uses a named group, which is not supported');
      else
        throw unsupported(
          `uses embedded options (${this.text.slice(open, open + 4)}…), which are not supported; for case-insensitive matching send $options "i"`,
        );
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw invalid(`has a ( at position ${open + 1} that is never closed`);
    this.pos += 1;
    return inner;
  }

  /** `\` and what follows, outside or inside a class. Only punctuation and the six class escapes are taken. */
  private escape(inClass: boolean): void {
    const next = this.peek(1);
    if (next === '') throw invalid('ends with a lone backslash');
    const written = `\\${next}`;
    if (/[1-9]/.test(next) || next === 'k')
      throw unsupported(`uses a back-reference (${written}), which is not supported`);
    if (CLASS_ESCAPES.has(next)) {
      // \D, \S and \W inside brackets are not valid in every PostgreSQL version.
      if (inClass && next === next.toUpperCase())
        throw unsupported(`uses ${written} inside brackets, which is not supported; write it outside them`);
    } else if (isAlphanumeric(next)) {
      throw unsupported(
        `uses the escape ${written}, which is not supported; only \\d \\D \\w \\W \\s \\S and escaped punctuation are`,
      );
    }
    this.pos += 2;
  }

  private characterClass(): void {
    const open = this.pos;
    this.pos += 1;
    if (this.peek() === '^') this.pos += 1;
    let members = 0;
    let previous: string | undefined;
    for (;;) {
      const ch = this.peek();
      if (ch === '') throw invalid(`has a [ at position ${open + 1} that is never closed`);
      if (ch === ']') {
        if (members === 0) throw invalid('has an empty character class ([])');
        this.pos += 1;
        return;
      }
      if (ch === '[' && this.peek(1) !== '' && ':.='.includes(this.peek(1)))
        throw unsupported(
          `uses a POSIX bracket expression (${this.text.slice(this.pos, this.pos + 3)}…), which is not supported`,
        );
      // A range: `a-z`, with literal ends (a class escape cannot end a range).
      if (ch === '-' && previous !== undefined && this.peek(1) !== ']' && this.peek(1) !== '') {
        this.pos += 1;
        const end = this.classLiteral();
        if (end === undefined) throw invalid('has a range that ends in a class escape');
        if ((end.codePointAt(0) ?? 0) < (previous.codePointAt(0) ?? 0))
          throw invalid(`has a range out of order (${previous}-${end})`);
        previous = undefined;
        members += 1;
        continue;
      }
      previous = this.classLiteral();
      members += 1;
    }
  }

  /** One member of a class: the character it stands for, or undefined for `\d`-like escapes. */
  private classLiteral(): string | undefined {
    const ch = this.peek();
    if (ch !== '\\') {
      // A whole code point, so a range may end in a character outside the BMP.
      const whole = String.fromCodePoint(this.text.codePointAt(this.pos) ?? 0);
      this.pos += whole.length;
      return whole;
    }
    const next = this.peek(1);
    this.escape(true);
    return CLASS_ESCAPES.has(next) ? undefined : next;
  }

  /** The bounds of a quantifier at the current position (consumed with its lazy `?`), or undefined. */
  private quantifier(): Bounds | undefined {
    const ch = this.peek();
    let bounds: Bounds;
    if (ch === '*') bounds = { min: 0 };
    else if (ch === '+') bounds = { min: 1 };
    else if (ch === '?') bounds = { min: 0, max: 1 };
    else {
      const bound = this.boundAt();
      // A `{` that starts no repetition is a literal character (see atom()).
      if (!bound) return undefined;
      if (bound.max !== undefined && bound.max < bound.min)
        throw invalid(`has a repetition out of order (${bound.written})`);
      if (Math.max(bound.min, bound.max ?? 0) > MAX_REPEAT)
        throw unsupported(`repeats more than ${MAX_REPEAT} times (${bound.written}), which is not supported`);
      this.pos += bound.written.length - 1;
      bounds = bound;
    }
    this.pos += 1;
    if (this.peek() === '?') this.pos += 1;
    const after = this.peek();
    if (after === '*' || after === '+' || after === '?' || this.boundAt())
      throw invalid(`has a quantifier after a quantifier (at position ${this.pos + 1})`);
    return bounds;
  }

  /**
   * The repetition `{m}`, `{m,}` or `{m,n}` written at the current position, or undefined when a `{` there starts
   * none. A `{` followed by a digit that does not finish one is refused: PostgreSQL reads it as a broken bound.
   */
  private boundAt(): (Bounds & { written: string }) | undefined {
    if (this.peek() !== '{') return undefined;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.pos));
    if (!match) {
      if (/\d/.test(this.peek(1))) throw invalid('has an unfinished repetition ({ and a number without its })');
      return undefined;
    }
    const [written, low = '0', comma, high] = match;
    const min = Number(low);
    // `{m}` is exactly m, `{m,}` at least m, `{m,n}` from m to n.
    const max = comma === undefined ? min : high ? Number(high) : undefined;
    return { written, min, max };
  }
}
