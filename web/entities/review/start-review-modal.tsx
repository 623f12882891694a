import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListAnswer } from '../../../common/api/shared';
import { REVIEW_LIMITS, type ReviewFileKind } from '../../../common/api/review';
import { DateField } from '../../components/date-field';
import { api } from '../../lib/api-client';
import { translateError } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { personName, useReviewCandidates, useStartReview } from './use-reviews';
import { PersonPicker } from './person-picker';
import { FILE_PATHS } from '../../../common/api/paths';

export interface ReviewableFile {
  kind: ReviewFileKind;
  id: string;
  name: string;
}

interface StartReviewModalProps {
  projectId: string;
  /** The files chosen in a list; more of the project's files (of both kinds) can be added here. */
  files: ReviewableFile[];
  onClose: () => void;
  onStarted?: () => void;
}

const keyOf = (f: { kind: ReviewFileKind; id: string }) => `${f.kind}:${f.id}`;
const today = () => new Date().toLocaleDateString('sv-SE');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');

/** The project's construction files and drawings, for adding to the review. */
function useProjectFiles(projectId: string) {
  return useQuery({
    queryKey: ['reviews', 'projectFiles', projectId],
    queryFn: async ({ signal }) => {
      const query = JSON.stringify({ project: projectId });
      const read = (path: string) =>
        api.get<ListAnswer<{ _id: string; name: string }>>(path, { query, select: 'name', limit: 500 }, signal);
      const [files, drawings] = await Promise.all([read(FILE_PATHS.constructionFiles), read(FILE_PATHS.drawings)]);
      return { files: files.result, drawings: drawings.result };
    },
  });
}

/** "Skicka på granskning": files of one project to reviewers, then an approver, by a due date, with a message. */
export function StartReviewModal({ projectId, files, onClose, onStarted }: StartReviewModalProps) {
  const { t } = useTranslation(['reviews', 'common']);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>(files.map(keyOf));
  const [reviewers, setReviewers] = useState<string[]>([]);
  const [approver, setApprover] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState<string | null>(inDays(7));
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const people = useReviewCandidates(projectId, true);
  const projectFiles = useProjectFiles(projectId);
  const start = useStartReview();

  const names = new Map(files.map((f) => [keyOf(f), f.name]));
  const group = (kind: ReviewFileKind, list: Array<{ _id: string; name: string }> | undefined) =>
    (list ?? []).map((f) => {
      names.set(keyOf({ kind, id: f._id }), f.name);
      return { value: keyOf({ kind, id: f._id }), label: f.name };
    });
  const fileOptions = [
    { group: t('start.constructionFiles'), items: group('constructionfile', projectFiles.data?.files) },
    { group: t('start.drawings'), items: group('drawingfile', projectFiles.data?.drawings) },
  ];
  // The chosen files stay offered while the project's lists load (or when a list leaves one out).
  const listed = new Set(fileOptions.flatMap((g) => g.items.map((i) => i.value)));
  const extra = chosen.filter((key) => !listed.has(key)).map((key) => ({ value: key, label: names.get(key) ?? key }));
  const options = extra.length ? [...fileOptions, { group: t('start.chosen'), items: extra }] : fileOptions;
  const personOptions = (people.data ?? []).map((p) => ({ value: p._id, label: personName(p) }));

  const errors = {
    name: tried && !name.trim() ? t('start.required') : null,
    files: tried && chosen.length === 0 ? t('start.filesRequired') : null,
    reviewers: tried && reviewers.length === 0 ? t('start.reviewersRequired') : null,
    approver: tried && !approver ? t('start.required') : null,
    dueDate: tried && !dueDate ? t('start.required') : null,
  };
  const submit = () => {
    setTried(true);
    if (!name.trim() || chosen.length === 0 || reviewers.length === 0 || !approver || !dueDate) return;
    start.mutate(
      {
        project: projectId,
        name: name.trim(),
        files: chosen.map((key) => {
          const [kind, id] = key.split(':') as [ReviewFileKind, string];
          return { kind, id };
        }),
        reviewers,
        approver,
        dueDate,
        message: message.trim() || undefined,
      },
      {
        onSuccess: (review) => {
          notify(t, { color: 'teal', message: t('start.started', { name: review.name }) });
          onStarted?.();
          onClose();
          void navigate(`/granskningar/${review._id}`);
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('start.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('start.name')}
            placeholder={t('start.namePlaceholder')}
            required
            maxLength={REVIEW_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <MultiSelect
            label={t('start.files')}
            description={t('start.filesHint')}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            required
            error={errors.files}
            comboboxProps={{ withinPortal: true }}
          />
          <PersonPicker
            multiple
            label={t('start.reviewers')}
            options={personOptions}
            value={reviewers}
            onChange={setReviewers}
            error={errors.reviewers}
            loading={people.isPending}
          />
          <PersonPicker
            label={t('start.approver')}
            options={personOptions}
            value={approver}
            onChange={setApprover}
            error={errors.approver}
            loading={people.isPending}
          />
          <DateField
            label={t('start.dueDate')}
            value={dueDate}
            onChange={(value) => setDueDate(value ? String(value).slice(0, 10) : null)}
            minDate={today()}
            required
            error={errors.dueDate}
          />
          <Textarea
            label={t('start.message')}
            placeholder={t('start.messagePlaceholder')}
            autosize
            minRows={3}
            maxLength={REVIEW_LIMITS.message}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          {start.isError ? (
            <Alert color="red" title={t('start.failed')}>
              {translateError(t, start.error) ?? t('errors:unknownError')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={start.isPending}>
              {t('start.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
