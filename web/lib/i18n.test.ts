import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../common/limits';
import i18n, { startInStoredLanguage } from './i18n';

describe('starting in the stored language', () => {
  it('resolves to it, so the language switch names the language shown', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await startInStoredLanguage();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('layout:language.names.en')).toBe('English');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    await startInStoredLanguage();
    expect(i18n.resolvedLanguage).toBe('sv');
  });
});
