import type { Markup } from '../../../../entities/file/markup-types';

export type MarkupFilter = 'all' | 'mine' | 'published' | 'unresolved';
export const MARKUP_FILTERS: readonly MarkupFilter[] = ['all', 'mine', 'published', 'unresolved'];

/** The markups a filter keeps, in the order they were drawn. */
export function filterMarkups(markups: readonly Markup[], filter: MarkupFilter, me: string | undefined): Markup[] {
  switch (filter) {
    case 'mine':
      return markups.filter((markup) => markup.author?._id === me);
    case 'published':
      return markups.filter((markup) => markup.visibility === 'published');
    case 'unresolved':
      return markups.filter((markup) => !markup.resolved);
    default:
      return markups.slice();
  }
}
