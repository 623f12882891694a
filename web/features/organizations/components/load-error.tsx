import { Button, Card, EmptyState } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../lib/error-message';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed read, explained, with a way to try again. */
export function LoadError({ title, error, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation('organization');
  return (
    <Card p="xl" role="alert">
      <EmptyState
        variant="light"
        color="red"
        size="lg"
        icon={<IconCloudOff size={30} aria-hidden />}
        title={title}
        description={formatApiError(t, error, 'unknownError')}
        mx="auto"
        maw={520}
      >
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('errors:connection.retry')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
