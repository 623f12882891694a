import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_FILE_LIST_SPEC, DRAWING_LIST_SPEC, PROJECT_LIST_SPEC } from '../../common/api/list-specs';
import type { FieldMap } from '../queries/list-query/fields';
import { constructionFileFields, drawingFields } from './file-fields';
import { projectFields } from './project-list';

const sortableOf = (fields: FieldMap) =>
  Object.entries(fields)
    .filter(([, spec]) => spec.sortable)
    .map(([name]) => name)
    .sort();

describe('the lists’ sortable fields', () => {
  it.each([
    ['projects', projectFields, PROJECT_LIST_SPEC.sortable],
    ['construction files', constructionFileFields, CONSTRUCTION_FILE_LIST_SPEC.sortable],
    ['drawings', drawingFields, DRAWING_LIST_SPEC.sortable],
  ])('are those the spec names for %s, and each is a field of the list', (_, fields, sortable) => {
    expect(sortableOf(fields)).toEqual([...sortable].sort());
  });
});
