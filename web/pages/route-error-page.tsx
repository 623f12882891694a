import { Button, Group } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../components/status-page';
import { usePageTitle } from '../lib/page-title';

/** What the routes' error boundary shows (components/route-error-boundary.tsx). Not lazy, so it always loads. */
export function RouteErrorPage() {
  const { t } = useTranslation('status');
  usePageTitle(t('serverError.title'));
  return (
    <StatusPage code="500" title={t('errors:internalError')} description={t('serverError.text')}>
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
