import { describe, expect, it } from 'vitest';
import { escapeRegex } from '../../../../common/regex';
import { buildProjectFilter, type DatabaseFilters } from './project-filter';

const none: DatabaseFilters = { search: '', type: null, sector: null, view: null, status: 'all', bookmarked: false };

describe('buildProjectFilter', () => {
  it('is empty without filters', () => {
    expect(buildProjectFilter(none, { organizationId: 'o1' })).toEqual({});
  });

  it('leaves the search out of the filter: it goes as search=', () => {
    expect(escapeRegex('a+b (etapp 2)')).toBe('a\\+b \\(etapp 2\\)');
    expect(buildProjectFilter({ ...none, search: ' Björk.* ' }, { organizationId: 'o1' })).toEqual({});
  });

  it('combines type, sector, status and the visibility views of docs/product.md point 6', () => {
    const filter = buildProjectFilter(
      { ...none, type: 'Nybyggnad', sector: 'Bostäder', view: 'members', status: 'ongoing' },
      { organizationId: 'o1' },
    );
    expect(filter).toEqual({
      $and: [
        { type: 'Nybyggnad' },
        { sector: 'Bostäder' },
        { visibility: 'members' },
        { organization: 'o1' },
        { archived: false },
      ],
    });
    expect(buildProjectFilter({ ...none, view: 'public' }, { organizationId: 'o1' })).toEqual({ visibility: 'public' });
    expect(buildProjectFilter({ ...none, status: 'archived' }, { organizationId: null })).toEqual({ archived: true });
  });

  it("narrows to the caller's bookmarks without listing their ids", () => {
    expect(buildProjectFilter({ ...none, bookmarked: true }, { organizationId: 'o1' })).toEqual({ bookmarked: true });
  });
});
