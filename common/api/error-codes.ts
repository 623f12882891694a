/**
 * Stable `code`s of error answers. Every text of the message catalogs (common/messages.ts) has one, and an
 * error answer with such a text carries it, so the web app translates by code and never by the English
 * text, which may be reworded (docs/product.md's texts are for people). How a key names its code:
 * error-code-names.ts.
 */
import { MSG, MSG_ACCOUNT, MSG_FILES, MSG_MARKUP, MSG_PROJECT, MSG_REVIEW, MSG_SHARING } from '../messages';
import { codeOfKey, refsByCode, type MessageCatalog, type MessageRef } from './error-code-names';

export { ERROR_CODES, type ErrorCode, type MessageCatalog, type MessageRef } from './error-code-names';

export const MESSAGE_CATALOGS = {
  general: MSG,
  project: MSG_PROJECT,
  files: MSG_FILES,
  sharing: MSG_SHARING,
  review: MSG_REVIEW,
  markup: MSG_MARKUP,
  account: MSG_ACCOUNT,
} as const satisfies Record<MessageCatalog, Record<string, string>>;

const refByCode = refsByCode((catalog) => Object.keys(MESSAGE_CATALOGS[catalog]));
const codeByText = new Map<string, string>();
for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS) as Array<[MessageCatalog, Record<string, string>]>)
  for (const [key, text] of Object.entries(messages))
    // A text in two catalogs keeps its first code; both translate the same.
    if (!codeByText.has(text)) codeByText.set(text, codeOfKey(catalog, key));

/** The code of a catalog text, if it is one. */
export function codeOfMessage(text: string): string | undefined {
  return codeByText.get(text);
}

/** The catalog text a code names, if it names one. */
export function messageOfCode(code: string): MessageRef | undefined {
  return refByCode.get(code);
}
