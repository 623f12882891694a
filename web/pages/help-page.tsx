import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GUIDES, GuideList, GuideView, HELP_PATH } from '../features/help';

/** /hjalp and /hjalp/:guide: the step-by-step guides. */
export function HelpPage() {
  const { guide: slug } = useParams();
  const { t } = useTranslation('guides');
  if (!slug) return <GuideList />;
  const guide = GUIDES.find((candidate) => candidate.slug === slug);
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
