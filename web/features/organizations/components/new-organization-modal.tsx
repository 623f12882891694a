import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { required } from '../../../lib/validation';
import { useCreateOrganization, type NewOrganization } from '../api/use-create-organization';
import { notifyFailure, notifySuccess } from './notify';

interface NewOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The superadmin creates an approved organization; anyone else sends a request. */
  superadmin?: boolean;
}

/** The new-organization modal: name (required) and description. */
export function NewOrganizationModal({ opened, onClose, superadmin = false }: NewOrganizationModalProps) {
  const { t } = useTranslation('organization');
  const mode = superadmin ? 'create' : 'request';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`newOrganization.${mode}.title`)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened ? <NewOrganizationForm mode={mode} onClose={onClose} /> : null}
    </Modal>
  );
}

function NewOrganizationForm({ mode, onClose }: { mode: 'create' | 'request'; onClose: () => void }) {
  const { t } = useTranslation('organization');
  const create = useCreateOrganization();
  const form = useForm<NewOrganization>({
    initialValues: { name: '', description: '' },
    validate: { name: required(t, t('fields.name')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim(), description: values.description.trim() },
      {
        onSuccess: (org) => {
          notifySuccess(t(`newOrganization.${mode}.done`, { name: org.name }), t(`newOrganization.${mode}.doneText`));
          onClose();
        },
        onError: (error) => notifyFailure(t, error, 'orgCreateFailed'),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`newOrganization.${mode}.text`)}
        </Text>
        <TextInput
          label={t('fields.name')}
          withAsterisk
          maxLength={200}
          data-autofocus
          placeholder={t('fields.namePlaceholder')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('fields.description')}
          description={t('fields.descriptionHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        {mode === 'request' ? (
          <Alert variant="light" color="brand" icon={<IconInfoCircle aria-hidden />}>
            {t('newOrganization.request.note')}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t(`newOrganization.${mode}.submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
