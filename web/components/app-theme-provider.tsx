import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * Mantine with our theme, plus the labels Mantine would otherwise leave empty or English — such as the
 * close button of every notification — in the interface language.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('close') } } } },
      }),
    [t],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
