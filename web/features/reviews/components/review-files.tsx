import { Badge, Box, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconEye, IconFileText, IconRuler2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_DECISIONS, REVIEW_LIMITS, type ReviewDecision } from '../../../../common/api/review';
import { translateError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useReviewStep, type Review } from '../../../entities/review/use-reviews';
import { DecisionBadge } from './review-badges';
import classes from './reviews.module.css';

interface ReviewFilesProps {
  review: Review;
  onOpen: (index: number) => void;
}

type Draft = Record<string, { decision: ReviewDecision | null; comment: string }>;

/** The review's files: each opens in the viewer; the approver decides on each here once every reviewer is done. */
export function ReviewFiles({ review, onOpen }: ReviewFilesProps) {
  const { t } = useTranslation(['reviews', 'common']);
  const deciding = review.abilities.decide;
  const step = useReviewStep(review._id);
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(review.files.map((f) => [f.id, { decision: f.decision, comment: f.decisionComment }])),
  );
  const [tried, setTried] = useState(false);
  const needsComment = (id: string) => {
    const d = draft[id];
    return Boolean(d && d.decision && d.decision !== 'approved' && !d.comment.trim());
  };
  const chosen = review.files.filter((f) => draft[f.id]?.decision);
  const save = () => {
    setTried(true);
    if (chosen.length === 0 || chosen.some((f) => needsComment(f.id))) return;
    step.mutate(
      {
        action: 'decide',
        decisions: chosen.map((f) => ({
          id: f.id,
          decision: draft[f.id]?.decision ?? 'approved',
          comment: draft[f.id]?.comment.trim() || undefined,
        })),
      },
      {
        onSuccess: (after) =>
          notify(t, {
            color: 'teal',
            message:
              after.status === 'open' ? t('decide.saved') : t('decide.closed', { status: t(`status.${after.status}`) }),
          }),
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('decide.failed'),
            message: translateError(t, error) ?? t('errors:unknownError'),
          }),
      },
    );
  };
  const decisionOptions = REVIEW_DECISIONS.map((value) => ({ value, label: t(`decision.${value}`) }));

  return (
    <Card p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('detail.files', { count: review.files.length })}
      </Title>
      {deciding ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('decide.hint')}
        </Text>
      ) : null}
      <Stack gap={0}>
        {review.files.map((file, index) => {
          const d = draft[file.id];
          const Icon = file.kind === 'drawingfile' ? IconRuler2 : IconFileText;
          return (
            <Box key={file.id} className={classes.fileRow}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 240px' }}>
                  <Icon size={20} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} miw={0}>
                    <Text fw={600} truncate title={file.name}>
                      {file.name}
                    </Text>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {file.kind === 'drawingfile' ? t('kind.drawing') : t('kind.constructionfile')}
                      </Text>
                      {file.revision ? (
                        <Badge size="sm" variant="outline">
                          {t('revision', { revision: file.revision })}
                        </Badge>
                      ) : null}
                      <DecisionBadge decision={file.decision} />
                    </Group>
                  </Stack>
                </Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconEye size={16} aria-hidden />}
                  onClick={() => onOpen(index)}
                  disabled={!file.url}
                  aria-label={t('detail.openFile', { name: file.name })}
                >
                  {t('detail.open')}
                </Button>
              </Group>
              {file.decisionComment && !deciding ? (
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                  <Text span fw={600} size="sm">
                    {t('detail.approverComment')}:{' '}
                  </Text>
                  {file.decisionComment}
                </Text>
              ) : null}
              {deciding && d ? (
                <Group align="flex-start" mt="sm" gap="sm" wrap="wrap">
                  <Select
                    label={t('decide.decision')}
                    aria-label={t('decide.decisionFor', { name: file.name })}
                    data={decisionOptions}
                    value={d.decision}
                    onChange={(value) =>
                      setDraft({ ...draft, [file.id]: { ...d, decision: (value as ReviewDecision | null) ?? null } })
                    }
                    w={{ base: '100%', sm: 240 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Textarea
                    label={t('decide.comment')}
                    aria-label={t('decide.commentFor', { name: file.name })}
                    autosize
                    minRows={1}
                    maxLength={REVIEW_LIMITS.comment}
                    value={d.comment}
                    onChange={(event) =>
                      setDraft({ ...draft, [file.id]: { ...d, comment: event.currentTarget.value } })
                    }
                    error={tried && needsComment(file.id) ? t('decide.commentRequired') : null}
                    style={{ flex: '1 1 240px' }}
                  />
                </Group>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {deciding ? (
        <Group justify="flex-end" mt="md">
          {tried && chosen.length === 0 ? (
            <Text size="sm" c="red.8">
              {t('decide.noneChosen')}
            </Text>
          ) : null}
          <Button onClick={save} loading={step.isPending}>
            {t('decide.save')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
