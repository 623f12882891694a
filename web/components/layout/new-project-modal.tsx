import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from './new-project-modal.module.css';

interface NewProjectModalProps {
  opened: boolean;
  onClose: () => void;
}

const WIZARD_STEPS = ['description', 'category', 'settings'] as const;

/** Stands in for the three-step new-project wizard until it ships; says so instead of doing nothing. */
export function NewProjectModal({ opened, onClose }: NewProjectModalProps) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('newProject.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconFolderPlus size={26} aria-hidden />
          </ThemeIcon>
          <div>
            <Group gap="xs" mb={4}>
              <Text fw={600}>{t('newProject.heading')}</Text>
              <Badge variant="light" size="sm">
                {t('newProject.badge')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('newProject.text')}
            </Text>
          </div>
        </Group>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          component="ol"
          aria-label={t('newProject.stepsLabel')}
          className={classes.steps}
        >
          {WIZARD_STEPS.map((step, index) => (
            <Paper key={step} component="li" withBorder p="sm" radius="md">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" color="gray" radius="xl" size={28} fw={600} aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <div>
                  <Text size="sm" fw={600}>
                    {t(`newProject.steps.${step}.label`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`newProject.steps.${step}.description`)}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('newProject.close')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/projektdatabas');
            }}
          >
            {t('newProject.toDatabase')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
