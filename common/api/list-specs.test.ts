import { describe, expect, it } from 'vitest';
import { LIST_DEFAULT_LIMIT } from '../limits';
import {
  AUDIT_LIST_SPEC,
  CONSTRUCTION_FILE_LIST_SPEC,
  DRAWING_LIST_SPEC,
  DRAWING_REGISTER_SPEC,
  LIST_PAGE_SIZES,
  PROJECT_LIST_SPEC,
  sortFieldOf,
} from './list-specs';

const sortFields = (sort: string) => sort.split(/\s+/).map(sortFieldOf);

describe('list specs', () => {
  it('names a sort term’s field without its direction', () => {
    expect(sortFieldOf('-createdAt')).toBe('createdAt');
    expect(sortFieldOf('name')).toBe('name');
  });

  it.each([
    ['projects', PROJECT_LIST_SPEC],
    ['construction files', CONSTRUCTION_FILE_LIST_SPEC],
    ['drawings', DRAWING_LIST_SPEC],
  ])('sorts the %s by default only by fields it may sort by, each named once', (_, spec) => {
    const sortable: readonly string[] = spec.sortable;
    for (const field of sortFields(spec.defaultSort)) expect(sortable).toContain(field);
    expect(new Set(spec.sortable).size).toBe(spec.sortable.length);
    expect(new Set(spec.distinct).size).toBe(spec.distinct.length);
  });

  it('orders the drawing register by sortable fields and offers its own page size', () => {
    const sortable: readonly string[] = DRAWING_REGISTER_SPEC.sortable;
    expect(sortable).toContain(DRAWING_REGISTER_SPEC.defaultSort);
    expect(sortable).toContain(DRAWING_REGISTER_SPEC.tiebreak);
    expect(DRAWING_REGISTER_SPEC.pageSizes).toContain(DRAWING_REGISTER_SPEC.pageSize);
    expect(AUDIT_LIST_SPEC.pageSizes).toContain(AUDIT_LIST_SPEC.pageSize);
  });

  it('offers the server’s default page size on the main lists', () => {
    expect(LIST_PAGE_SIZES).toContain(LIST_DEFAULT_LIMIT);
  });
});
