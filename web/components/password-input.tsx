import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with a translated label on its show/hide button (Mantine's own is English). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation('common');
  return (
    <MantinePasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('togglePasswordVisibility') }}
      {...props}
    />
  );
});
