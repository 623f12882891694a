import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          withAsterisk
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          withAsterisk
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput label={t('fields.title')} autoComplete="organization-title" {...form.getInputProps('title')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('fields.address')} autoComplete="street-address" {...form.getInputProps('address')} />
      </SimpleGrid>
      <OrganizationFields form={form} />
    </Stack>
  );
}
