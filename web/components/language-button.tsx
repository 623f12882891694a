import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../lib/i18n';

export type LanguageTone = 'default' | 'subtle';

type LanguageButtonProps = { tone: LanguageTone; active: Language } & Omit<
  ComponentPropsWithRef<'button'>,
  'color' | 'style'
>;

/** The language switch's button (SV/EN): the same before and after its menu's code has loaded. */
export function LanguageButton({ tone, active, ...button }: LanguageButtonProps) {
  const { t } = useTranslation('layout');
  return (
    <Button
      {...button}
      variant={tone === 'subtle' ? 'subtle' : 'default'}
      color="gray"
      size="sm"
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('language.label', { language: t(`language.names.${active}`) })}
    >
      {active.toUpperCase()}
    </Button>
  );
}
