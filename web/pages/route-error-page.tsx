import { Button, Group } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { StatusPage } from '../components/status-page';
import { usePageTitle } from '../lib/page-title';

/** The router's last resort: anything that escaped the page boundaries. Not lazy, so it always loads. */
export function RouteErrorPage() {
  const { t } = useTranslation('status');
  const error = useRouteError();
  usePageTitle(t('serverError.title'));
  if (error) console.error('Route failed', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusPage
      code={notFound ? '404' : '500'}
      title={notFound ? t('notFound.heading') : t('errors:internalError')}
      description={notFound ? t('notFound.text') : t('serverError.text')}
    >
      <Group>
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
          {t('backHome')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          {t('reload')}
        </Button>
      </Group>
    </StatusPage>
  );
}
