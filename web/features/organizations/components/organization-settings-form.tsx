import { Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, keepSaved } from '../../../components/form-actions';
import { required } from '../../../lib/validation';
import type { Organization } from '../api/types';
import { useUpdateOrganization, type OrganizationSettings } from '../api/use-update-organization';
import { notifyFailure, notifySuccess } from './notify';

/** Name (required) and description of the organization, for its admins. */
export function OrganizationSettingsForm({ org }: { org: Organization }) {
  const { t } = useTranslation('organization');
  const update = useUpdateOrganization(org._id);
  const form = useForm<OrganizationSettings>({
    initialValues: { name: org.name, description: org.description },
    validate: { name: required(t, t('fields.name')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) => {
    const trimmed = { name: values.name.trim(), description: values.description.trim() };
    update.mutate(trimmed, {
      onSuccess: () => {
        keepSaved(form, trimmed);
        notifySuccess(t('settings.saved'), t('settings.savedText'));
      },
      onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
    });
  });

  return (
    <Card p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="org-settings-title">
      <Title order={2} size="h4" id="org-settings-title">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {t('settings.text')}
      </Text>
      <Stack gap="md" maw={640}>
        <TextInput label={t('fields.name')} withAsterisk maxLength={200} {...form.getInputProps('name')} />
        <Textarea
          label={t('fields.description')}
          description={t('fields.descriptionHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
      </Stack>
      <FormActions
        form={form}
        saving={update.isPending}
        discardLabel={t('settings.discard')}
        saveLabel={t('settings.save')}
      />
    </Card>
  );
}
