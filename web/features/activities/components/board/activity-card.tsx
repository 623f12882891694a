import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PopulatedActivity } from '../../../../entities/project';
import { ActivityMenu } from '../activity-menu';
import { DeadlineText } from '../deadline-text';
import { ResponsiblePerson } from '../responsible-person';
import classes from './board.module.css';

interface ActivityCardProps {
  projectId: string;
  activity: PopulatedActivity;
  canEdit: boolean;
  onOpen: () => void;
  onDelete: () => void;
}

const KEYWORDS_SHOWN = 4;

/** A card on the board: name, description, keywords, responsible person and deadline. */
export function ActivityCard({ projectId, activity, canEdit, onOpen, onDelete }: ActivityCardProps) {
  const extra = activity.keywords.length - KEYWORDS_SHOWN;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-status={activity.status}
      aria-label={activity.name}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <UnstyledButton onClick={onOpen} className={classes.cardTitle}>
            <Text fw={600} size="sm" lineClamp={2}>
              {activity.name}
            </Text>
          </UnstyledButton>
          <ActivityMenu
            projectId={projectId}
            activity={activity}
            canEdit={canEdit}
            onOpen={onOpen}
            onDelete={onDelete}
          />
        </Group>
        {activity.description ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {activity.description}
          </Text>
        ) : null}
        <Group gap={4}>
          {activity.keywords.slice(0, KEYWORDS_SHOWN).map((keyword) => (
            <Badge key={keyword} size="xs" variant="default" radius="sm" style={{ textTransform: 'none' }} fw={500}>
              {keyword}
            </Badge>
          ))}
          {extra > 0 ? <Badge size="xs" variant="transparent" color="gray">{`+${extra}`}</Badge> : null}
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ResponsiblePerson responsible={activity.responsible} />
          <DeadlineText deadline={activity.deadline} status={activity.status} />
        </Group>
      </Stack>
    </Paper>
  );
}
