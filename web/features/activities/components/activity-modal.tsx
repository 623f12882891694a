import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatProjectError, projectMessage } from '../../../entities/project';
import type { PopulatedActivity, ProjectDetail } from '../../../entities/project';
import { ProjectIdNullError, useCreateActivity, useUpdateActivity } from '../api/use-activity-mutations';
import { ActivityFields } from './form/activity-fields';
import { toBody, useActivityForm } from './form/use-activity-form';
import { notify } from '../../../lib/notify';

interface ActivityModalProps {
  project: ProjectDetail;
  /** null: a new activity; otherwise the one to view and edit. */
  activity: PopulatedActivity | null;
  opened: boolean;
  onClose: () => void;
  onDelete: (activity: PopulatedActivity) => void;
}

/** The new-activity modal and the view-and-edit modal (docs/product.md point 2). */
export function ActivityModal({ project, activity, opened, onClose, onDelete }: ActivityModalProps) {
  const { t } = useTranslation('activities');
  const canEdit = project.abilities.manageContent;
  const title = activity ? (canEdit ? t('modal.editTitle') : t('modal.viewTitle')) : t('modal.newTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened ? (
        <ActivityForm
          key={activity?._id ?? 'new'}
          project={project}
          activity={activity}
          onClose={onClose}
          onDelete={onDelete}
          canEdit={canEdit}
        />
      ) : null}
    </Modal>
  );
}

interface ActivityFormProps extends Omit<ActivityModalProps, 'opened'> {
  canEdit: boolean;
}

function ActivityForm({ project, activity, onClose, onDelete, canEdit }: ActivityFormProps) {
  const { t } = useTranslation('activities');
  const form = useActivityForm(activity);
  const create = useCreateActivity(project._id);
  const update = useUpdateActivity(project._id);
  const pending = create.isPending || update.isPending;
  const error = activity ? update.error : create.error;

  const onSubmit = form.onSubmit((values) => {
    const body = toBody(values);
    if (!activity) {
      create.mutate(body, {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('modal.created', { name: body.name }) });
          onClose();
        },
      });
      return;
    }
    update.mutate(
      { id: activity._id, body: { ...body, status: values.status ?? activity.status } },
      {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('modal.saved', { name: body.name }) });
          onClose();
        },
      },
    );
  });

  const noTeam = !activity && project.team.length === 0;
  return (
    <form onSubmit={onSubmit} noValidate>
      {noTeam ? (
        <Alert color="yellow" variant="light" mb="md" title={t('modal.noTeamTitle')}>
          {t('modal.noTeamText')}
        </Alert>
      ) : null}
      <ActivityFields form={form} team={project.team} withStatus={Boolean(activity)} readOnly={!canEdit} />
      {error ? <ActivityError error={error} creating={!activity} /> : null}
      <Group justify="space-between" mt="xl">
        {activity && canEdit ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(activity)}
            disabled={pending}
          >
            {t('delete.action')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {canEdit ? t('cancel') : t('common:close')}
          </Button>
          {canEdit ? (
            <Button
              type="submit"
              loading={pending}
              leftSection={activity ? <IconDeviceFloppy size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
            >
              {activity ? t('modal.save') : t('modal.create')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </form>
  );
}

function ActivityError({ error, creating }: { error: unknown; creating: boolean }) {
  const { t } = useTranslation('activities');
  // "Project ID is null" comes with "Please contact support" (docs/product.md point 5).
  if (error instanceof ProjectIdNullError) {
    return (
      <Alert
        color="red"
        variant="light"
        mt="md"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={projectMessage(t, 'projectIdNull')}
      >
        <Text size="sm">{projectMessage(t, 'contactSupport')}</Text>
      </Alert>
    );
  }
  const fallback = creating ? 'activityNotCreated' : 'activityNotUpdated';
  return (
    <Alert
      color="red"
      variant="light"
      mt="md"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={projectMessage(t, fallback)}
    >
      {formatProjectError(t, error, fallback)}
    </Alert>
  );
}
