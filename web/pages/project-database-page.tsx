import { Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../components/lazy-part';
import { useOpenedOnce } from '../lib/use-opened-once';

// The add-project dialog (the wizard) loads when first opened.
const NewProjectModal = lazyPart(() => import('../shell/new-project-modal').then((m) => m.NewProjectModal), null, [
  'projectPages',
  'projects',
]);
import { useAbilities } from '../entities/session/use-current-user';
import { ImportButton } from '../features/import/import-button';
import { ProjectDatabase } from '../features/projects/components/project-database';
import { usePageTitle } from '../lib/page-title';

export function ProjectDatabasePage() {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  usePageTitle(t('database.title'));
  const [creating, create] = useDisclosure(false);
  const creatingMounted = useOpenedOnce(creating);
  const canCreate = useAbilities().createProject;
  // The top bar has the add-project button; this instance serves the empty list's call to action.
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Text c="dimmed" maw={720} style={{ flex: '1 1 280px' }}>
          {t('database.intro')}
        </Text>
        <ImportButton importType="projects" />
      </Group>
      <ProjectDatabase onCreate={canCreate ? create.open : undefined} />
      {creatingMounted && <NewProjectModal opened={creating} onClose={create.close} />}
    </Stack>
  );
}
