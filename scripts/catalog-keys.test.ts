import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadCatalogKeys, missingKeys, whereMissing } from './catalog-keys';

const catalogs = new Map([
  ['files', new Set(['bulk', 'bulk.title', 'count_one', 'count_other', 'status', 'status.draft', 'search'])],
  ['drawings', new Set(['bulk', 'bulk.title', 'search'])],
  ['fileDialogs', new Set(['edit', 'edit.title'])],
]);

describe('catalog keys the web code reads', () => {
  it('are all in the catalogs where the code looks for them', () => {
    expect(missingKeys()).toEqual([]);
  });

  it('are read from t() calls and from literal "ns:key" strings', () => {
    const source = [
      "const { t } = useTranslation('files');",
      "t('search'); t(`status.${s}`, { x: 1 }); t('drawings:search');",
      "const columns = [{ label: 'files:status.draft' }];",
      'const notAKey = "files are here";',
    ].join('\n');
    expect(keysUsedIn(source, [...catalogs.keys()])).toEqual([
      { key: 'search', line: 2 },
      { key: 'status.${s}', line: 2 },
      { key: 'drawings:search', line: 2 },
      { key: 'files:status.draft', line: 3 },
    ]);
  });

  it('finds a key in the namespaces the file names, plural endings and subtrees included', () => {
    expect(whereMissing('search', ['files'], catalogs)).toBeNull();
    expect(whereMissing('count', ['files'], catalogs)).toBeNull();
    expect(whereMissing('bulk', ['files'], catalogs)).toBeNull();
    expect(whereMissing('status.${s}', ['files'], catalogs)).toBeNull();
    expect(whereMissing('fileDialogs:edit.title', ['files'], catalogs)).toBeNull();
  });

  it('reports a typo, a key read from a namespace that moved it out, and a template with no keys under it', () => {
    expect(whereMissing('serch', ['files'], catalogs)).toEqual(['files']);
    expect(whereMissing('edit.title', ['files'], catalogs)).toEqual(['files']);
    expect(whereMissing('files:edit.title', [], catalogs)).toEqual(['files']);
    expect(whereMissing('state.${s}', ['files'], catalogs)).toEqual(['files']);
    expect(whereMissing('count.one', ['files'], catalogs)).toEqual(['files']);
  });

  it('needs a key read under a computed namespace in every namespace the file names', () => {
    expect(whereMissing('${ns}:bulk.title', ['files', 'drawings'], catalogs)).toBeNull();
    expect(whereMissing('${ns}:status.draft', ['files', 'drawings'], catalogs)).toEqual(['drawings']);
  });

  it('looks everywhere when the file is handed its t', () => {
    expect(whereMissing('edit.title', [], catalogs)).toBeNull();
    expect(whereMissing('nowhere', [], catalogs)).toEqual(['files', 'drawings', 'fileDialogs']);
  });

  it('reads the real catalogs', () => {
    expect(loadCatalogKeys().get('common')?.has('validation.required')).toBe(true);
  });
});
