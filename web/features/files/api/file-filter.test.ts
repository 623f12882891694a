import { describe, expect, it } from 'vitest';
import { escapeRegex } from '../../../../common/regex';
import { buildFileFilter, EMPTY_FILTERS, filterKey } from './file-filter';
import { NO_FILTER } from '../../../entities/file/keys';

describe('file filters', () => {
  it('is NO_FILTER without a choice', () => {
    expect(filterKey(buildFileFilter('constructionfile', EMPTY_FILTERS))).toBe(NO_FILTER);
    expect(filterKey(buildFileFilter('drawing', { ...EMPTY_FILTERS, search: '  ' }))).toBe(NO_FILTER);
  });

  it('holds the filters of the kind only; the search goes as search=, not in the filter', () => {
    const filters = { ...EMPTY_FILTERS, search: 'a.b', type: 'Protokoll', projectType: 'Nybyggnad', projectName: 'X' };
    expect(buildFileFilter('constructionfile', filters)).toEqual({
      $and: [{ documentType: 'Protokoll' }, { projectType: 'Nybyggnad' }],
    });
    expect(buildFileFilter('drawing', { ...filters, search: '' })).toEqual({
      $and: [{ drawingType: 'Protokoll' }, { projectName: 'X' }],
    });
  });

  it('narrows to the bookmarked files by the server-side flag, together with the other filters', () => {
    const filters = { ...EMPTY_FILTERS, bookmarked: true, type: 'Protokoll' };
    expect(buildFileFilter('constructionfile', filters)).toEqual({
      $and: [{ documentType: 'Protokoll' }, { bookmarked: true }],
    });
    expect(buildFileFilter('drawing', { ...EMPTY_FILTERS, bookmarked: true })).toEqual({ bookmarked: true });
  });

  it('escapes every regular-expression character', () => {
    expect(escapeRegex('A-01 (rev 2) [x]*+?^$|\\')).toBe('A-01 \\(rev 2\\) \\[x\\]\\*\\+\\?\\^\\$\\|\\\\');
  });
});
