import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GUIDES, GuideList, GuideView, HELP_PATH } from '../features/help';
import { usePageTitle } from '../lib/page-title';

/** /hjalp and /hjalp/:guide: the step-by-step guides. */
export function HelpPage() {
  const { guide: slug } = useParams();
  const { t } = useTranslation('guides');
  const guide = slug ? GUIDES.find((candidate) => candidate.slug === slug) : undefined;
  usePageTitle(t('pageTitle'));
  if (!slug) return <GuideList />;
  if (guide) return <GuideView guide={guide} />;
  return (
    <Stack>
      <Alert color="yellow">{t('notFound')}</Alert>
      <Anchor component={Link} to={HELP_PATH}>
        {t('all')}
      </Anchor>
    </Stack>
  );
}
