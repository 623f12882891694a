import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI } from '../../common/limits';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n';
import type { DeferredProps } from './deferred-part';
import { LanguageButton, type LanguageTone } from './language-button';

/** The language switch's menu: Swedish and English, the active one checked. */
export function LanguageMenuPart({
  tone,
  active,
  activated,
}: { tone: LanguageTone; active: Language } & DeferredProps) {
  const { t } = useTranslation('layout');
  return (
    <Menu position="bottom-end" zIndex={UI.dropdownZIndex} shadow="md" width={180} defaultOpened={activated}>
      <Menu.Target>
        <LanguageButton tone={tone} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.title')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void setLanguage(language)}
            rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
