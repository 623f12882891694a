import { Button, Card, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The server answered 404: no such user, or one the caller may not see. */
export function UserNotFound() {
  const { t } = useTranslation('account');
  return (
    <Card p="xl">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconUserOff size={30} aria-hidden />}
        title={t('viewUser.notFound.title')}
        description={t('viewUser.notFound.text')}
        mx="auto"
        maw={520}
        py="lg"
      >
        <EmptyState.Actions>
          <Button
            component={Link}
            to="/my-organization"
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('viewUser.notFound.back')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
