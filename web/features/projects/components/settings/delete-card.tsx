import { Button, Card, Group, Modal, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatApiError } from '../../../../lib/error-message';
import type { ProjectDetail } from '../../../../entities/project/types';
import { useDeleteProject } from '../../api/use-project-mutations';
import classes from './settings.module.css';
import { notify } from '../../../../lib/notify';

/** Deleting is final, so the project's name must be typed to confirm it. */
export function DeleteCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteProject();
  const matches = typed.trim() === project.name.trim();
  const close = () => {
    setTyped('');
    confirm.close();
  };
  const run = () =>
    remove.mutate(project._id, {
      onSuccess: () => {
        notify(t, { color: 'teal', message: t('settings.delete.done', { name: project.name }) });
        void navigate('/projektdatabas', { replace: true });
      },
      onError: (error) =>
        notify(t, {
          color: 'red',
          title: t('settings.delete.failed'),
          message: formatApiError(t, error, 'unknownError'),
        }),
    });
  return (
    <Card p="lg" className={classes.danger}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
          <ThemeIcon size={40} radius="md" variant="light" color="red">
            <IconTrash size={22} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              {t('settings.delete.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.delete.text')}
            </Text>
          </div>
        </Group>
        <Button color="red" variant="light" onClick={confirm.open} style={{ flex: 'none' }}>
          {t('settings.delete.action')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={close}
        title={t('settings.delete.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('settings.delete.confirmText', { name: project.name })}</Text>
          <TextInput
            label={t('settings.delete.typeName', { name: project.name })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={run} disabled={!matches} loading={remove.isPending}>
              {t('settings.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
