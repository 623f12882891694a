import { Anchor, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../../entities/project/types';

/** The project's description, kept with its line breaks. */
export function AboutCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <Card p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('overview.about')}
      </Title>
      {project.description ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{project.description}</Text>
      ) : (
        <Text c="dimmed" size="sm">
          {t('overview.noDescription')}{' '}
          {project.abilities.update ? (
            // Inside a sentence: underlined, so it is told from the text without its colour (axe link-in-text-block).
            <Anchor component={Link} to="../installningar" size="sm" underline="always">
              {t('overview.addDescription')}
            </Anchor>
          ) : null}
        </Text>
      )}
    </Card>
  );
}
