import { describe, expect, it } from 'vitest';
import { filtersOnBookmarks } from './bookmark-filter';

describe('filtersOnBookmarks', () => {
  it('finds the bookmarked filter in file and project list keys, and only there', () => {
    expect(
      filtersOnBookmarks({ queryKey: ['files', 'drawing', 'list', '{"bookmarked":true}', '-createdAt', 0, 50] }),
    ).toBe(true);
    expect(
      filtersOnBookmarks({
        queryKey: ['projects', 'list', { query: '{"$and":[{"bookmarked":true}]}', select: 'bookmarked' }],
      }),
    ).toBe(true);
    expect(filtersOnBookmarks({ queryKey: ['projects', 'list', { query: '', select: 'name,bookmarked' }] })).toBe(
      false,
    );
    expect(
      filtersOnBookmarks({ queryKey: ['files', 'constructionfile', 'list', 'NO_FILTER', '-createdAt', 0, 50] }),
    ).toBe(false);
  });
});
