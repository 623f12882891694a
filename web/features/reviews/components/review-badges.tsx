import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewDecision, ReviewStatus } from '../../../../common/api/review';

const STATUS_COLOR: Record<ReviewStatus, string> = {
  open: 'blue',
  approved: 'green',
  partly_approved: 'orange',
  rejected: 'red',
  cancelled: 'gray',
};
const DECISION_COLOR: Record<ReviewDecision, string> = {
  approved: 'green',
  approved_with_comments: 'orange',
  rejected: 'red',
};

/** A review's status as a badge that keeps its whole word. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('reviews');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The approver's decision on one file; nothing before it. */
export function DecisionBadge({ decision }: { decision: ReviewDecision | null }) {
  const { t } = useTranslation('reviews');
  if (!decision) return null;
  return (
    <Badge color={DECISION_COLOR[decision]} variant="light" style={{ flexShrink: 0 }}>
      {t(`decision.${decision}`)}
    </Badge>
  );
}

/** Whether an open review is past its due date (a YYYY-MM-DD, in the browser's day). */
export function isOverdue(review: { status: ReviewStatus; dueDate: string }): boolean {
  return review.status === 'open' && review.dueDate < new Date().toLocaleDateString('sv-SE');
}
