import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonFields } from '../../../../components/person-fields';
import { OrganizationFields } from './organization-fields';
import type { SignUpForm } from './use-sign-up-form';

/** Step 2: who the user is, and which organization they belong to. */
export function PersonalStep({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('signUp.personal.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('signUp.personal.text')}
        </Text>
      </div>
      <PersonFields
        label={(field) => t(`fields.${field}`)}
        inputProps={form.getInputProps}
        afterNames={
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
        }
      />
      <OrganizationFields form={form} />
    </Stack>
  );
}
