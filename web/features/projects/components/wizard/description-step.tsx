import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardForm } from './use-wizard-form';

/** Step 1: what the project is called and what it is about. */
export function DescriptionStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('newProject.steps.description.intro')}
      </Text>
      <TextInput
        label={t('fields.name')}
        placeholder={t('newProject.namePlaceholder')}
        withAsterisk
        data-autofocus
        maxLength={200}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={t('fields.description')}
        placeholder={t('newProject.descriptionPlaceholder')}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={10_000}
        {...form.getInputProps('description')}
      />
    </Stack>
  );
}
