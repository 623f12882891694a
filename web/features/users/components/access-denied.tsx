import { Card, EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in place of another user's settings or password when the caller may not change them. */
export function AccessDenied({ text }: { text?: string }) {
  const { t } = useTranslation('account');
  return (
    <Card p="xl">
      <EmptyState
        variant="light"
        color="red"
        size="lg"
        icon={<IconLock size={30} aria-hidden />}
        title={t('viewUser.denied.title')}
        description={text ?? t('viewUser.denied.text')}
        mx="auto"
        maw={520}
        py="lg"
      />
    </Card>
  );
}
