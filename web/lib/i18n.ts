import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/api/values';
import { LANGUAGE_STORAGE_KEY } from '../../common/limits';
import { BOOT_NAMESPACES, NAMESPACES, type Namespace } from '../i18n/namespaces';
import en from '../i18n/en/index';
import sv from '../i18n/sv/index';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'sv';

/**
 * Every namespace of every language is a chunk of its own: a visitor downloads their own language's texts, and
 * of those only the frame's and the pages' they open (i18n/namespaces.ts).
 */
const CATALOGS: Record<Language, Record<string, () => Promise<ResourceKey>>> = { sv, en };

/** Reads a catalog chunk; i18next retries a failed read (offline, a new release) on its own. */
const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isLanguage(language) ? CATALOGS[language][namespace] : undefined;
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Loads namespaces of the current language (a page's, before it renders). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();
}

/** Every namespace of a language at once (tests, which render any component without its page). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const catalog = await CATALOGS[language][namespace]?.();
      if (catalog) i18n.addResourceBundle(language, namespace, catalog, true, true);
    }),
  );
}

/**
 * Switches the interface language and remembers it for the next visit. i18next loads the new language's
 * catalogs of every namespace in use before it switches, so no key flashes.
 */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Both catalogs hold every key (web/i18n/catalogs.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...BOOT_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // A text that is not there shows as its key (`status.todo`): say so where the tests and the screenshot run
    // look (the console). Both catalogs hold every key, so this is a namespace a part uses but never loaded. A
    // call that brings its own default (a column the catalog may not name) is not missing anything.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
      if (options?.defaultValue === undefined)
        console.error(`Missing text ${namespace}:${key} (${languages.join(', ')})`);
    },
  });

/**
 * Loads the stored language's boot catalogs and switches to it: i18next settles `resolvedLanguage` (which the
 * language switch shows) when it switches.
 */
export async function startInStoredLanguage(): Promise<void> {
  await i18n.changeLanguage(storedLanguage());
}

/** The app renders once this settles. */
export const i18nReady: Promise<void> = startInStoredLanguage();

export default i18n;
