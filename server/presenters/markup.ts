/** A markup view → the API's Markup, with what the caller may do with it. */
import type { Markup, MarkupReply } from '../../common/api/markups';
import type { UserRow } from '../db/schema';
import { can, type FileTarget } from '../policies/authorize';
import { markupTarget } from '../queries/markup-access';
import { apiFileKind, type MarkupView } from '../queries/markup-view';
import type { Person } from '../queries/review-view';

const person = (p: Person | null) => (p ? { _id: p.id, firstName: p.firstName, lastName: p.lastName } : null);

export function presentMarkupReply(reply: MarkupView['replies'][number]): MarkupReply {
  return {
    _id: reply.row.id,
    text: reply.row.text,
    author: person(reply.author),
    createdAt: reply.row.createdAt.toISOString(),
  };
}

/** `file`: the markup's file as the policies see it (one per list: every markup of a list is on the same file). */
export function presentMarkup(caller: UserRow, file: FileTarget, view: MarkupView): Markup {
  const { row } = view;
  const target = markupTarget(file, row);
  return {
    _id: row.id,
    file: row.fileId,
    fileKind: apiFileKind(row.fileKind),
    revisionId: row.revisionId,
    revision: view.revision,
    page: row.page,
    kind: row.kind,
    geometry: row.geometry,
    color: row.color,
    text: row.text,
    visibility: row.visibility,
    resolved: row.resolved,
    author: person(view.author),
    review: row.reviewId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replies: view.replies.map(presentMarkupReply),
    abilities: {
      edit: can(caller, 'markup.update', target),
      delete: can(caller, 'markup.delete', target),
      resolve: can(caller, 'markup.resolve', target),
    },
  };
}
