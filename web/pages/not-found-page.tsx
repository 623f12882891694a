import { Button } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../components/status-page';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('status');
  usePageTitle(t('notFound.title'));
  return (
    <StatusPage code="404" title={t('notFound.heading')} description={t('notFound.text')}>
      <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
        {t('backHome')}
      </Button>
    </StatusPage>
  );
}
