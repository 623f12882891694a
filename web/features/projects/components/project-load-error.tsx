import { Button, Card, EmptyState, Group } from '@mantine/core';
import { IconArrowLeft, IconFolderX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { formatProjectError, projectMessage } from '../../../entities/project/errors';

/** "Fel vid laddning av projektet": the project is gone, not visible to this user, or the call failed. */
export function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('projects');
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return (
    <Card p="xl" role="alert">
      <EmptyState
        variant="light"
        size="lg"
        py="xl"
        icon={<IconFolderX size={30} aria-hidden />}
        title={projectMessage(t, 'loadFailed')}
        description={missing ? t('page.notFound') : formatProjectError(t, error, 'loadFailed')}
      >
        <EmptyState.Actions>
          <Group justify="center">
            <Button
              component={Link}
              to="/projektdatabas"
              variant="light"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('page.backToDatabase')}
            </Button>
            {missing ? null : (
              <Button onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
                {t('retry')}
              </Button>
            )}
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
