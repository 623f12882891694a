import i18n, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../common/api/user';
import { LANGUAGE_STORAGE_KEY } from '../../common/limits';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'sv';

/** Every `web/i18n/<language>/<namespace>.json`, bundled: the catalogs are small and must work offline. */
const modules = import.meta.glob<ResourceKey>('../i18n/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, ResourceKey>> = {};
for (const [path, catalog] of Object.entries(modules)) {
  const match = /\/i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
  const [, language, namespace] = match ?? [];
  if (!language || !namespace) continue;
  const catalogs = (resources[language] ??= {});
  catalogs[namespace] = catalog;
}
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

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
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnEmptyString: false,
});

export default i18n;
