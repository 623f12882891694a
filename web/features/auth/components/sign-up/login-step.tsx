import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordPair } from '../../../../entities/credentials';
import { lazyPart } from '../../../../components/lazy-part';
import { useOpenedOnce } from '../../../../lib/use-opened-once';
import type { SignUpForm } from './use-sign-up-form';

// The terms load when first opened.
const TermsModal = lazyPart(() => import('./terms-modal').then((m) => m.TermsModal), null, ['auth']);

/** Step 3: password (with the strength meter), its confirmation and the terms. */
export function LoginStep({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const [termsOpened, terms] = useDisclosure(false);
  const termsMounted = useOpenedOnce(termsOpened);

  // A changed password can make an already typed confirmation right or wrong.
  const onPasswordChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.setFieldValue('password', event.currentTarget.value);
    if (form.values.confirmPassword) queueMicrotask(() => form.validateField('confirmPassword'));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('signUp.login.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('signUp.login.text', { email: form.values.email })}
        </Text>
      </div>
      <PasswordPair
        form={form}
        label={t('fields.password')}
        confirmLabel={t('fields.confirmPassword')}
        onPasswordChange={onPasswordChange}
      />
      <div>
        <Checkbox label={t('signUp.login.acceptTerms')} {...form.getInputProps('acceptTerms', { type: 'checkbox' })} />
        <Anchor component="button" type="button" size="sm" ml={32} mt={4} onClick={terms.open}>
          {t('signUp.login.readTerms')}
        </Anchor>
      </div>
      {termsMounted && <TermsModal opened={termsOpened} onClose={terms.close} />}
    </Stack>
  );
}
