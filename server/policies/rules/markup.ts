/** The rules of markups and their conversations (docs/api.md §7 "Markups and comments"). */
import { MSG_MARKUP } from '../../../common/messages';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { isOrgAdmin, isSuperadmin } from '../checks';
import { readFile } from './file';
import type { MarkupTarget, RulesOf } from './targets';

/** The file's readers see its published markups and their own private ones. */
const readMarkup = (t: MarkupTarget, c: UserRow) =>
  readFile(c, t) && (t.visibility === 'published' || t.authorId === c.id);

/** A markup's author, or an admin of its project's organization (deleting it, and undoing that). */
const markupOwner = (t: MarkupTarget, c: UserRow) =>
  readMarkup(t, c) && (t.authorId === c.id || isSuperadmin(c) || isOrgAdmin(c, t.project.organizationId));

export const MARKUP_RULES: RulesOf<'markup'> = {
  /** Anyone who may read the file marks it up (docs/api.md §7). */
  'markup.create': { allow: (c, t) => readFile(c, t) },
  'markup.read': { allow: (c, t) => readMarkup(t, c) },
  /** Geometry, text, colour and visibility are the author's. */
  'markup.update': {
    allow: (c, t) => readMarkup(t, c) && t.authorId === c.id,
    deny: () => forbidden(MSG_MARKUP.notAuthor),
  },
  /** Resolving and answering belong to the conversation: whoever sees the markup. */
  'markup.resolve': { allow: (c, t) => readMarkup(t, c) },
  'markup.reply': { allow: (c, t) => readMarkup(t, c) },
  'markup.delete': {
    allow: (c, t) => markupOwner(t, c),
    deny: () => forbidden(MSG_MARKUP.notDeleter),
  },
  /** Undo of a delete (within MARKUP_RESTORE_HOURS, the command's check): whoever could delete it. */
  'markup.restore': {
    allow: (c, t) => markupOwner(t, c),
    deny: () => forbidden(MSG_MARKUP.notRestorer),
  },
};
