import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrganizationNames } from '../../api/use-organization-names';
import { BudgetInput } from '../budget-input';
import { DateField } from '../../../../components/date-field';
import { LogoInput } from '../logo-input';
import { VisibilityPicker } from '../visibility-picker';
import type { WizardForm } from './use-wizard-form';

interface SettingsStepProps {
  form: WizardForm;
  /** Limited functionality has no budget figures. */
  showBudget: boolean;
  needsOrganization: boolean;
}

/** Step 3: visibility, start date, logo, budget, and for a superadmin the organization. */
export function SettingsStep({ form, showBudget, needsOrganization }: SettingsStepProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const organizations = useOrganizationNames(needsOrganization);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('newProject.steps.settings.intro')}
      </Text>
      {needsOrganization ? (
        <Select
          label={t('fields.organization')}
          placeholder={t('newProject.organizationPlaceholder')}
          data={(organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }))}
          searchable
          withAsterisk
          {...form.getInputProps('organization')}
        />
      ) : null}
      <VisibilityPicker
        value={form.values.visibility}
        onChange={(visibility) => form.setFieldValue('visibility', visibility)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={t('fields.startDate')} withAsterisk {...form.getInputProps('startDate')} />
        {showBudget ? (
          <BudgetInput
            label={t('fields.budget')}
            placeholder={t('budget.placeholder')}
            {...form.getInputProps('budget')}
          />
        ) : null}
      </SimpleGrid>
      <LogoInput value={form.values.logo} onChange={(logo) => form.setFieldValue('logo', logo)} />
    </Stack>
  );
}
