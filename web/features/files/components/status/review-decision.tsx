import { Alert, Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMessageCircleExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FileReviewDecision } from '../../../../../common/api/review';
import { formatDate } from '../../../../../common/format';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';

const COLORS: Record<FileReviewDecision['decision'], string> = {
  rejected: 'red',
  approved_with_comments: 'yellow',
  approved: 'teal',
};

/**
 * The decision told in one sentence: "Avvisad i granskning 'X' av Anna Berg 2026-11-20: kontrollera måttet", with the
 * revision it was about when the file has moved on since.
 */
export function decisionText(t: TFunction, decision: FileReviewDecision, currentRevision: string | null): string {
  const approver = decision.approver
    ? `${decision.approver.firstName} ${decision.approver.lastName}`.trim()
    : t('reviewDecision.unknownApprover');
  const said = t(`reviewDecision.${decision.decision}`, {
    review: decision.reviewName,
    approver,
    date: formatDate(decision.decidedAt),
  });
  const text = decision.comment ? t('reviewDecision.withComment', { said, comment: decision.comment }) : said;
  return decision.revision && decision.revision !== currentRevision
    ? `${text} ${t('reviewDecision.aboutRevision', { revision: decision.revision })}`
    : text;
}

/** Whether a list row marks the decision: what is to be fixed or noted; a plain approval shows as "published". */
export const marksRow = (decision: FileReviewDecision | null | undefined): decision is FileReviewDecision =>
  Boolean(decision && (decision.decision !== 'approved' || decision.comment));

/** The list's small marker: the decision's colour, the sentence in its tooltip and accessible name. */
export function ReviewDecisionMarker({
  decision,
  revision,
}: {
  decision: FileReviewDecision;
  revision: string | null;
}) {
  const { t } = useTranslation('files');
  const text = decisionText(t, decision, revision);
  return (
    <DeferredTooltip label={text} withArrow multiline w={300}>
      <ThemeIcon
        size="sm"
        radius="xl"
        variant="light"
        color={COLORS[decision.decision]}
        role="img"
        aria-label={text}
        tabIndex={0}
        data-testid="review-decision-marker"
      >
        {decision.decision === 'approved' ? (
          <IconCircleCheck size={14} aria-hidden />
        ) : (
          <IconMessageCircleExclamation size={14} aria-hidden />
        )}
      </ThemeIcon>
    </DeferredTooltip>
  );
}

/** A phone card has no hover: the sentence itself, three lines at most. */
export function ReviewDecisionLine({ decision, revision }: { decision: FileReviewDecision; revision: string | null }) {
  const { t } = useTranslation('files');
  return (
    <Text
      size="xs"
      c={decision.decision === 'rejected' ? 'red.9' : 'dimmed'}
      lineClamp={3}
      data-testid="review-decision-line"
    >
      {decisionText(t, decision, revision)}
    </Text>
  );
}

/** Above a file's viewer: the latest decision, with the way to its review. */
export function ReviewDecisionNotice({
  decision,
  revision,
}: {
  decision: FileReviewDecision;
  revision: string | null;
}) {
  const { t } = useTranslation('files');
  return (
    <Alert
      color={COLORS[decision.decision]}
      variant="light"
      py={6}
      mb="xs"
      icon={
        decision.decision === 'approved' ? (
          <IconCircleCheck aria-hidden />
        ) : (
          <IconMessageCircleExclamation aria-hidden />
        )
      }
      data-testid="review-decision-notice"
    >
      <Text size="sm">{decisionText(t, decision, revision)}</Text>
      {/* Dark and underlined: the primary blue misses AA contrast on the notice's tinted background. */}
      <Anchor component={Link} to={`/granskningar/${decision.review}`} size="sm" c="dark.8" underline="always">
        {t('reviewDecision.openReview')}
      </Anchor>
    </Alert>
  );
}
