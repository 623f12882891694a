import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS } from '../../../../common/api/review';
import { translateError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useReviewStep, type Review } from '../../../entities/review/use-reviews';

/** A reviewer's "Klarmarkera" (with a comment) and the creator's "Avbryt granskning" (after a confirmation). */
export function ReviewActions({ review }: { review: Review }) {
  const { t } = useTranslation(['reviews', 'common']);
  const step = useReviewStep(review._id);
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [comment, setComment] = useState('');
  const failed = (title: string) => (error: unknown) =>
    notify(t, { color: 'red', title, message: translateError(t, error) ?? t('errors:unknownError') });
  if (!review.abilities.complete && !review.abilities.cancel) return null;
  return (
    <Group gap="sm">
      {review.abilities.complete ? (
        <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setCompleting(true)}>
          {t('complete.button')}
        </Button>
      ) : null}
      {review.abilities.cancel ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => setCancelling(true)}
        >
          {t('cancel.button')}
        </Button>
      ) : null}
      <Modal
        opened={completing}
        onClose={() => setCompleting(false)}
        title={t('complete.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack>
          <Text size="sm">{t('complete.text')}</Text>
          <Textarea
            label={t('complete.comment')}
            autosize
            minRows={3}
            maxLength={REVIEW_LIMITS.comment}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCompleting(false)}>
              {t('common:cancel')}
            </Button>
            <Button
              loading={step.isPending}
              onClick={() =>
                step.mutate(
                  { action: 'complete', comment: comment.trim() || undefined },
                  {
                    onSuccess: () => {
                      setCompleting(false);
                      notify(t, { color: 'teal', message: t('complete.done') });
                    },
                    onError: failed(t('complete.failed')),
                  },
                )
              }
            >
              {t('complete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={t('cancel.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack>
          <Text size="sm">{t('cancel.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)} data-autofocus>
              {t('cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={step.isPending}
              onClick={() =>
                step.mutate(
                  { action: 'cancel' },
                  {
                    onSuccess: () => {
                      setCancelling(false);
                      notify(t, { color: 'teal', message: t('cancel.done') });
                    },
                    onError: failed(t('cancel.failed')),
                  },
                )
              }
            >
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
