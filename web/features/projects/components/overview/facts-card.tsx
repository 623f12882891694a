import { Card, DataList, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../../../../lib/dates';
import { organizationOf, type ProjectDetail } from '../../../../entities/project/types';
import { VisibilityBadge } from '../visibility-badge';

/** Type, sector, start date, visibility, organization and created date. */
export function FactsCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const longDate = useLongDate();
  const facts = [
    { key: 'type', value: project.type },
    { key: 'sector', value: project.sector || '–' },
    { key: 'startDate', value: longDate(project.startDate) },
    { key: 'visibility', value: <VisibilityBadge visibility={project.visibility} /> },
    { key: 'organization', value: organizationOf(project).name ?? '–' },
    { key: 'createdAt', value: longDate(project.createdAt) },
  ];
  return (
    <Card p="lg">
      <Title order={3} size="h4" mb="md">
        {t('overview.facts')}
      </Title>
      <DataList orientation="horizontal" withDivider size="sm" labelWidth={120}>
        {facts.map((fact) => (
          <DataList.Item key={fact.key}>
            <DataList.ItemLabel>{t(`fields.${fact.key}`)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {typeof fact.value === 'string' ? (
                <Text size="sm" fw={500}>
                  {fact.value}
                </Text>
              ) : (
                fact.value
              )}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Card>
  );
}
