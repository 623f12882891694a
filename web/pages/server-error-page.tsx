import { Button, Group } from '@mantine/core';
import { IconHome, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../components/status-page';
import { usePageTitle } from '../lib/page-title';

export function ServerErrorPage() {
  const { t } = useTranslation('status');
  usePageTitle(t('serverError.title'));
  return (
    <StatusPage code="500" title={t('errors:internalError')} description={t('serverError.text')}>
      <Group>
        <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          {t('backHome')}
        </Button>
        <Button
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => window.history.back()}
        >
          {t('serverError.goBack')}
        </Button>
      </Group>
    </StatusPage>
  );
}
