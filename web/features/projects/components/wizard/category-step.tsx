import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTaxonomy } from '../../api/use-taxonomy';
import type { WizardForm } from './use-wizard-form';

/** Step 2: the project type (required) and the sector, from the seeded taxonomies. */
export function CategoryStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const types = useTaxonomy('projectTypes');
  const sectors = useTaxonomy('sectors');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('newProject.steps.category.intro')}
      </Text>
      <Select
        label={t('fields.type')}
        placeholder={t('newProject.typePlaceholder')}
        data={types.data ?? []}
        searchable
        withAsterisk
        nothingFoundMessage={t('nothingFound')}
        {...form.getInputProps('type')}
      />
      <Select
        label={t('fields.sector')}
        placeholder={t('newProject.sectorPlaceholder')}
        data={sectors.data ?? []}
        searchable
        clearable
        nothingFoundMessage={t('nothingFound')}
        {...form.getInputProps('sector')}
      />
    </Stack>
  );
}
