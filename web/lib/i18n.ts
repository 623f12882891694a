import i18n, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/api/values';
import { LANGUAGE_STORAGE_KEY } from '../../common/limits';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'sv';

/**
 * The catalogs of one language are one chunk, fetched when the language is first used: a visitor downloads only
 * their own language's texts (web/i18n/<language>/index.ts).
 */
const CATALOGS: Record<Language, () => Promise<{ default: Record<string, ResourceKey> }>> = {
  sv: () => import('../i18n/sv/index'),
  en: () => import('../i18n/en/index'),
};
const loaded = new Map<Language, Promise<void>>();

/** Adds a language's catalogs to i18next, once. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = CATALOGS[language]().then(({ default: catalogs }) => {
      for (const [namespace, catalog] of Object.entries(catalogs))
        i18n.addResourceBundle(language, namespace, catalog, true, true);
    });
    // A failed fetch (offline, a new release) may be tried again.
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

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

/** Switches the interface language and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: {},
  // Catalogs are added per language by loadLanguage; no backend fetches anything on its own.
  partialBundledLanguages: true,
  lng: storedLanguage(),
  // Both catalogs hold every key (web/i18n/catalogs.test.ts), so there is nothing to fall back to.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});

/**
 * Loads the stored language's catalogs and switches to it again: i18next settles `resolvedLanguage` (which the
 * language switch shows) when it switches, and at init no catalog had arrived yet.
 */
export async function startInStoredLanguage(): Promise<void> {
  const language = storedLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** The app renders once this settles. */
export const i18nReady: Promise<void> = startInStoredLanguage();

export default i18n;
