import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n';
import { deferredPart } from './deferred-part';
import { LanguageButton, type LanguageTone } from './language-button';

// The menu (Mantine's Menu and floating-ui) loads after the first paint; the button shows at once.
const DeferredLanguageMenu = deferredPart(
  () => import('./language-menu-part').then((m) => m.LanguageMenuPart),
  ({ tone, active, onActivate }) => (
    <LanguageButton tone={tone} active={active} onClick={onActivate} aria-haspopup="menu" aria-expanded={false} />
  ),
);

/** Switches between Swedish and English; the choice is remembered in localStorage. */
export function LanguageSwitch({ tone = 'default' }: { tone?: LanguageTone }) {
  const { i18n } = useTranslation('layout');
  const active: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  return <DeferredLanguageMenu tone={tone} active={active} />;
}
