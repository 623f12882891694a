import { Card, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '../../../../../common/api/error-code-names';
import { hasErrorCode } from '../../../../lib/error-message';
import { projectErrorNotice, projectMessage } from '../../../../entities/project/errors';
import { resolveLogo } from '../../api/logo-change';
import type { ProjectDetail } from '../../../../entities/project/types';
import { useUpdateProject } from '../../api/use-project-mutations';
import { useTaxonomy } from '../../api/use-taxonomy';
import { DateField } from '../../../../components/date-field';
import { LogoInput } from '../logo-input';
import { VisibilityPicker } from '../visibility-picker';
import { changedSettings, settingsOf, useSettingsForm, type SettingsValues } from './use-settings-form';
import { notify } from '../../../../lib/notify';
import { FormActions, keepSaved } from '../../../../components/form-actions';

/** Name, type, sector, start date, description, visibility and logo of the project. */
export function SettingsForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const form = useSettingsForm(project);
  const types = useTaxonomy('projectTypes');
  const sectors = useTaxonomy('sectors');
  const update = useUpdateProject(project._id);
  const canEdit = project.abilities.update;
  const save = useMutation({
    mutationFn: async (values: SettingsValues) => {
      const logo = await resolveLogo(values.logo, Boolean(project.logo));
      const body = { ...changedSettings(values, project), ...(logo !== undefined ? { logo } : {}) };
      return update.mutateAsync(body);
    },
  });

  const onSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        const saved = settingsOf(answer);
        keepSaved(form, saved);
        notify(t, { color: 'teal', message: t('settings.saved') });
      },
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.projectNameTaken))
          form.setFieldError('name', projectMessage(t, 'nameTaken'));
        notify(t, projectErrorNotice(t, error, 'notUpdated'));
      },
    }),
  );

  return (
    <Card p="lg" component="form" onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
      <Title order={3} size="h4" id="settings-title">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {canEdit ? t('settings.text') : t('settings.readOnly')}
      </Text>
      <fieldset disabled={!canEdit || save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput label={t('fields.name')} withAsterisk maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('fields.type')}
              data={types.data ?? []}
              searchable
              withAsterisk
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <Select
              label={t('fields.sector')}
              data={sectors.data ?? []}
              searchable
              clearable={canEdit}
              {...form.getInputProps('sector')}
            />
            <DateField label={t('fields.startDate')} withAsterisk {...form.getInputProps('startDate')} />
          </SimpleGrid>
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={10_000}
            {...form.getInputProps('description')}
          />
          <VisibilityPicker
            value={form.values.visibility}
            onChange={(value) => form.setFieldValue('visibility', value)}
            disabled={!canEdit}
          />
          <LogoInput
            value={form.values.logo}
            onChange={(logo) => form.setFieldValue('logo', logo)}
            current={project.logo}
            disabled={!canEdit}
          />
        </Stack>
      </fieldset>
      {canEdit ? (
        <FormActions form={form} saving={save.isPending} discardLabel={t('discard')} saveLabel={t('save')} />
      ) : null}
    </Card>
  );
}
