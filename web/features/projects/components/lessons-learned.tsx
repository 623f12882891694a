import { Button, Card, Group, List, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatProjectError } from '../../../entities/project/errors';
import type { ProjectDetail } from '../../../entities/project/types';
import { useUpdateProject } from '../api/use-project-mutations';
import { notify } from '../../../lib/notify';

const MAX_LENGTH = 50_000;

/** The lardomar tab: what the team learned, written by anyone on it (docs/api.md point 5 "Projects"). */
export function LessonsLearned({ project }: { project: ProjectDetail }) {
  const saved = project.lessonsLearned ?? '';
  // A new saved text (after saving, or from another user) starts the editor afresh.
  return <LessonsEditor key={saved} project={project} saved={saved} />;
}

function LessonsEditor({ project, saved }: { project: ProjectDetail; saved: string }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const update = useUpdateProject(project._id);
  const [text, setText] = useState(saved);
  const canEdit = project.abilities.manageContent;
  const dirty = text !== saved;

  const save = () =>
    update.mutate(
      { lessonsLearned: text },
      {
        onSuccess: () => notify(t, { color: 'teal', message: t('lessons.saved') }),
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('lessons.failed'),
            message: formatProjectError(t, error, 'notUpdated'),
          }),
      },
    );

  return (
    <Card
      p="lg"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      aria-labelledby="lessons-title"
    >
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Title order={3} size="h4" id="lessons-title">
            {t('lessons.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lessons.text')}
          </Text>
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color="yellow" visibleFrom="sm">
          <IconBulb size={22} aria-hidden />
        </ThemeIcon>
      </Group>
      {canEdit ? (
        <Stack gap="sm">
          <List size="sm" c="dimmed" spacing={2}>
            <List.Item>{t('lessons.prompts.wentWell')}</List.Item>
            <List.Item>{t('lessons.prompts.improve')}</List.Item>
            <List.Item>{t('lessons.prompts.nextTime')}</List.Item>
          </List>
          <Textarea
            aria-label={t('lessons.title')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={10}
            maxRows={30}
            maxLength={MAX_LENGTH}
            placeholder={t('lessons.placeholder')}
            styles={{ input: { lineHeight: 1.6 } }}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('lessons.length', { count: text.length })}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setText(saved)} disabled={!dirty || update.isPending}>
                {t('discard')}
              </Button>
              <Button
                type="submit"
                loading={update.isPending}
                disabled={!dirty}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : saved ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{saved}</Text>
      ) : (
        <Text c="dimmed" size="sm">
          {t('lessons.empty')}
        </Text>
      )}
    </Card>
  );
}
