import { Button, Card, Center, Group, Text, Title } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { IconLayoutKanban, IconList, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PopulatedActivity, ProjectDetail } from '../../../entities/project';
import { countByStatus } from '../../../entities/activity/status';
import { ActivityBoard } from './board/activity-board';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The list view (a table) loads when chosen; the board is the default.
const ActivityList = lazyPart(() => import('./activity-list').then((m) => m.ActivityList), <PageLoader />, [
  'activities',
]);
// The dialogs (the form, dates, pickers) load when first opened.
const ActivityModal = lazyPart(() => import('./activity-modal').then((m) => m.ActivityModal), null, [
  'activities',
  'projects',
]);
const DeleteActivityModal = lazyPart(() => import('./delete-activity-modal').then((m) => m.DeleteActivityModal), null, [
  'activities',
  'projects',
]);

type Editing = { activity: PopulatedActivity | null } | null;

/** The aktiviteter tab: the board by status or the list, and the new, edit and delete modals. */
export function ProjectActivities({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('activities');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PopulatedActivity | null>(null);
  const editMounted = useOpenedOnce(editing !== null);
  const deleteMounted = useOpenedOnce(deleting !== null);
  const canEdit = project.abilities.manageContent;
  const activities = [...project.activities].sort((a, b) => a.deadline.localeCompare(b.deadline));
  const counts = countByStatus(activities);
  const shared = {
    projectId: project._id,
    activities,
    canEdit,
    onOpen: (activity: PopulatedActivity) => setEditing({ activity }),
    onDelete: (activity: PopulatedActivity) => {
      setEditing(null);
      setDeleting(activity);
    },
  };

  return (
    <Card p="lg">
      <Group justify="space-between" mb="lg" gap="md">
        <div>
          <Title order={3} size="h4">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('summary', { count: activities.length, done: counts.done })}
          </Text>
        </div>
        <Group gap="sm">
          <SegmentedChoice
            value={view}
            onChange={(next) => setParams(next === 'list' ? { view: 'list' } : {}, { replace: true })}
            aria-label={t('viewLabel')}
            data={[
              {
                value: 'board',
                label: <ViewLabel icon={<IconLayoutKanban size={16} aria-hidden />} text={t('views.board')} />,
              },
              { value: 'list', label: <ViewLabel icon={<IconList size={16} aria-hidden />} text={t('views.list')} /> },
            ]}
          />
          {canEdit ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ activity: null })}>
              {t('new')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {view === 'board' ? <ActivityBoard {...shared} /> : <ActivityList {...shared} />}
      {editMounted && (
        <ActivityModal
          project={project}
          activity={editing?.activity ?? null}
          opened={editing !== null}
          onClose={() => setEditing(null)}
          onDelete={shared.onDelete}
        />
      )}
      {deleteMounted && (
        <DeleteActivityModal projectId={project._id} activity={deleting} onClose={() => setDeleting(null)} />
      )}
    </Card>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Center style={{ gap: 6 }}>
      {icon}
      <span>{text}</span>
    </Center>
  );
}
