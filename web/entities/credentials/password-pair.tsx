import type { GetInputPropsReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { PasswordInput } from '../../components/password-input';
import { PasswordStrengthInput } from './password-strength-input';

interface PasswordPairProps {
  /** A form (Mantine's useForm) with the fields `password` and `confirmPassword`. */
  form: {
    values: { password: string; confirmPassword: string };
    getInputProps: (field: 'password' | 'confirmPassword') => GetInputPropsReturnType;
  };
  label: string;
  confirmLabel: string;
  /** In place of the form's own change handler of the new password. */
  onPasswordChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A new password with the strength meter, and its confirmation: setting, resetting and changing a password. */
export function PasswordPair({ form, label, confirmLabel, onPasswordChange }: PasswordPairProps) {
  const passwordProps = form.getInputProps('password');
  return (
    <>
      <PasswordStrengthInput
        label={label}
        autoComplete="new-password"
        withAsterisk
        {...passwordProps}
        value={form.values.password}
        onChange={onPasswordChange ?? passwordProps.onChange}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
