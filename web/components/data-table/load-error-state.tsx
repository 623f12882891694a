import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A list that could not be loaded: why, and a retry. */
export function LoadErrorState({ title, reason, onRetry }: { title: string; reason: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={title} m="lg">
      {reason}
      <Button
        mt="sm"
        size="xs"
        variant="white"
        color="red"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRetry}
        display="block"
      >
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
