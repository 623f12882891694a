import { Button, Card, Group, Modal, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectErrorNotice } from '../../../../entities/project/errors';
import type { ProjectDetail } from '../../../../entities/project/types';
import { useUpdateProject } from '../../api/use-project-mutations';
import { notify } from '../../../../lib/notify';

/** Archive a finished project, or bring an archived one back (docs/product.md point 4). */
export function ArchiveCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const [confirming, confirm] = useDisclosure(false);
  const update = useUpdateProject(project._id);
  const key = project.archived ? 'reactivate' : 'archive';
  // The modal keeps the action it was opened for while it fades out after the change.
  const [asked, setAsked] = useState<typeof key>(key);
  const Icon = project.archived ? IconArchiveOff : IconArchive;
  const run = () =>
    update.mutate(
      { archived: asked === 'archive' },
      {
        onSuccess: () => {
          confirm.close();
          notify(t, { color: 'teal', message: t(`settings.${asked}.done`) });
        },
        onError: (error) => notify(t, projectErrorNotice(t, error, 'notUpdated')),
      },
    );
  return (
    <Card p="lg">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px' }}>
          <ThemeIcon size={40} radius="md" variant="light" color="orange">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={3} size="h5">
              {t(`settings.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`settings.${key}.text`)}
            </Text>
          </div>
        </Group>
        <Button
          variant="light"
          color="orange"
          onClick={() => {
            setAsked(key);
            confirm.open();
          }}
          style={{ flex: 'none' }}
        >
          {t(`settings.${key}.action`)}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t(`settings.${asked}.title`)}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Text size="sm">{t(`settings.${asked}.confirmText`, { name: project.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button color="orange" onClick={run} loading={update.isPending}>
            {t(`settings.${asked}.action`)}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
