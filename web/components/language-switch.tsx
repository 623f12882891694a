import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UI } from '../../common/limits';
import { LANGUAGES, setLanguage, type Language } from '../lib/i18n';

/** Switches between Swedish and English; the choice is remembered in localStorage. */
export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'subtle' }) {
  const { t, i18n } = useTranslation('layout');
  const active: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  return (
    <Menu position="bottom-end" zIndex={UI.dropdownZIndex} shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant={tone === 'subtle' ? 'subtle' : 'default'}
          color="gray"
          size="sm"
          px="xs"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.label', { language: t(`language.names.${active}`) })}
        >
          {active.toUpperCase()}
        </Button>
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
