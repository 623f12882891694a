/**
 * The JavaScript twin of the database's `byggarkiv_fold` (migration 0010): lower case, accents folded, but
 * å, ä and ö kept — in Swedish they are letters of their own, and "har" is not "här". One character in, one
 * out, so positions in the folded text are positions in the original (highlights depend on it).
 */
const FROM = 'áàâãéèêëíìîïóòôõúùûüýÿçñæøšž';
const TO = 'aaaaeeeeiiiioooouuuuyycnäösz';
const MAP = new Map([...FROM].map((ch, i) => [ch, TO.charAt(i)]));
const ACCENTED = new RegExp(`[${FROM}]`, 'g');
/** Latin-1 letters lower-case one to one and out of context, so the whole text can be lower-cased at once. */
const LATIN1 = /^[^\u0100-\uffff]*$/;

export function fold(text: string): string {
  // The common case without building the text a character at a time: the search index folds every row it
  // reads, and a string grown by += left ~2 kB of garbage per row (issue 14.4's import memory).
  if (LATIN1.test(text)) return text.toLowerCase().replace(ACCENTED, (ch) => MAP.get(ch) as string);
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    // A few letters lower-case to two code units (İ); keep those as they are so lengths still agree.
    const one = lower.length === ch.length ? lower : ch;
    out += MAP.get(one) ?? one;
  }
  return out;
}
