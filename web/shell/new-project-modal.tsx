import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAbilities, useCurrentUser } from '../entities/session/use-current-user';
import { lazyPart } from '../components/lazy-part';
import { PageLoader } from '../components/page-loader';

// The wizard (dates, number inputs, the form library) loads when the modal first opens, not with every page.
const NewProjectWizard = lazyPart(
  () => import('../features/projects/components/new-project-wizard').then((m) => m.NewProjectWizard),
  <PageLoader />,
  ['projectPages', 'projects'],
);

interface NewProjectModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The top bar's add-project modal: the wizard for those who may create projects, an explanation for others. */
export function NewProjectModal({ opened, onClose }: NewProjectModalProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const { data: user } = useCurrentUser();
  const allowed = useAbilities().createProject;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('newProject.title')}
      size={allowed ? 760 : 'md'}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {allowed ? (
        <NewProjectWizard onClose={onClose} />
      ) : (
        <NotAllowed onClose={onClose} hasOrganization={Boolean(user?.organization)} />
      )}
    </Modal>
  );
}

function NotAllowed({ onClose, hasOrganization }: { onClose: () => void; hasOrganization: boolean }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const target = hasOrganization ? '/projektdatabas' : '/my-organization';
  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" color="orange">
          <IconLock size={24} aria-hidden />
        </ThemeIcon>
        <div>
          <Text fw={600}>{t('newProject.notAllowed.title')}</Text>
          <Text size="sm" c="dimmed">
            {hasOrganization ? t('newProject.notAllowed.text') : t('newProject.notAllowed.noOrganization')}
          </Text>
        </div>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('newProject.close')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            void navigate(target);
          }}
        >
          {hasOrganization ? t('newProject.toDatabase') : t('newProject.toOrganization')}
        </Button>
      </Group>
    </Stack>
  );
}
