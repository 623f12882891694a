import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab that the organization's plan does not include (limited functionality). */
export function NotIncluded() {
  const { t } = useTranslation('projects');
  return (
    <Card p="xl">
      <EmptyState
        variant="light"
        size="lg"
        py="xl"
        icon={<IconLock size={30} aria-hidden />}
        title={t('limited.title')}
        description={t('errors:limitedFunctionality')}
      />
    </Card>
  );
}
