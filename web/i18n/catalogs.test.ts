import { describe, expect, it } from 'vitest';
import { MSG, MSG_FILES, MSG_PROJECT } from '../../common/messages';
import { MESSAGE_CATALOGS, codeOfMessage, messageOfCode } from '../../common/api/error-codes';

const languages = ['sv', 'en'] as const;

type Catalog = { [key: string]: string | Catalog };

/** Read straight from the files (not through i18next), so a missing file or key cannot be masked by fallbacks. */
const catalogs = import.meta.glob<Catalog>('./*/*.json', { eager: true, import: 'default' });

function load(language: string, namespace: string): Catalog {
  const catalog = catalogs[`./${language}/${namespace}`];
  if (!catalog) throw new Error(`Missing catalog ${language}/${namespace}`);
  return catalog;
}

function namespacesOf(language: string): string[] {
  return Object.keys(catalogs)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length))
    .sort();
}

/** Every leaf as "a.b.c" = value. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

const files = Object.fromEntries(languages.map((language) => [language, namespacesOf(language)]));

describe('i18n catalogs', () => {
  it('have the same namespaces in Swedish and English', () => {
    expect(files.en).toEqual(files.sv);
    expect(files.sv).toEqual(expect.arrayContaining(['common.json', 'auth.json', 'layout.json', 'errors.json']));
  });

  for (const namespace of files.sv ?? []) {
    it(`${namespace}: same keys in both languages and no empty values`, () => {
      const sv = flatten(load('sv', namespace));
      const en = flatten(load('en', namespace));
      expect([...en.keys()].sort()).toEqual([...sv.keys()].sort());
      for (const [language, catalog] of [
        ['sv', sv],
        ['en', en],
      ] as const) {
        for (const [key, value] of catalog) expect(value.trim(), `${language}/${namespace} ${key}`).not.toBe('');
      }
    });

    it(`${namespace}: interpolations match between languages`, () => {
      const sv = flatten(load('sv', namespace));
      const en = flatten(load('en', namespace));
      const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const [key, text] of sv) expect(vars(en.get(key) ?? ''), key).toEqual(vars(text));
    });
  }

  it('translate every server message of common/messages.ts', () => {
    for (const language of languages) {
      const errors = flatten(load(language, 'errors.json'));
      for (const key of Object.keys(MSG)) expect(errors.has(key), `${language}/errors ${key}`).toBe(true);
    }
  });

  it('translate every project and activity message under errors:project (docs/product.md points 5 and 8)', () => {
    for (const language of languages) {
      const errors = flatten(load(language, 'errors.json'));
      for (const key of Object.keys(MSG_PROJECT))
        expect(errors.has(`project.${key}`), `${language}/errors project.${key}`).toBe(true);
    }
    const sv = flatten(load('sv', 'errors.json'));
    expect(sv.get('project.loadFailed')).toBe('Fel vid laddning av projektet');
    expect(sv.get('project.activityNotRemoved')).toBe(MSG_PROJECT.activityNotRemoved);
  });

  it('translate every file, drawing and upload message under errors:files (docs/product.md points 5 and 8)', () => {
    for (const language of languages) {
      const errors = flatten(load(language, 'errors.json'));
      for (const key of Object.keys(MSG_FILES))
        expect(errors.has(`files.${key}`), `${language}/errors files.${key}`).toBe(true);
      const files = flatten(load(language, 'files.json'));
      expect(files.has('dialog_errors.timeout'), `${language}/files dialog_errors.timeout`).toBe(true);
    }
    const en = flatten(load('en', 'errors.json'));
    for (const [key, text] of Object.entries(MSG_FILES)) expect(en.get(`files.${key}`)).toBe(text);
  });

  it('use the exact Swedish validation texts of docs/product.md point 5', () => {
    const common = flatten(load('sv', 'common.json'));
    expect(common.get('validation.required')).toBe('{{label}} är obligatoriskt');
    expect(common.get('validation.email')).toBe('{{label}} måste vara en giltlig email');
  });
});

describe('every error code has its text', () => {
  it('in both languages, where translateCode looks for it', () => {
    for (const language of languages) {
      const errors = flatten(load(language, 'errors.json'));
      // The markup editor's texts come with its own namespace (lib/error-message.ts).
      const markups = flatten(load(language, 'markups.json'));
      for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS)) {
        for (const key of Object.keys(messages)) {
          const ref = messageOfCode(codeOfMessage((messages as Record<string, string>)[key] ?? '') ?? '');
          expect(ref, `${catalog}.${key}`).toBeDefined();
          const found =
            catalog === 'markup'
              ? markups.get(`errors.${key}`)
              : errors.get(catalog === 'general' ? key : `${catalog}.${key}`);
          expect(found, `${language}: ${catalog}.${key}`).toBeTruthy();
        }
      }
    }
  });
});
