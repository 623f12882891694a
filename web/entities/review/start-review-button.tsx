import { Button } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part';
import { notify } from '../../lib/notify';

// The form loads when first opened: the file lists' bulk bar does without it.
const StartReviewModal = lazyPart(() => import('./start-review-modal').then((m) => m.StartReviewModal), null, [
  'reviews',
]);

export interface SelectedFile {
  _id: string;
  name: string;
  project: string | { _id: string };
  abilities?: { update: boolean };
}

/**
 * "Skicka på granskning" in a file list's bar for the chosen rows: offered when the caller may manage every chosen
 * file; they must belong to one project (a review is a project's).
 */
export function StartReviewButton({
  kind,
  selected,
  onStarted,
}: {
  kind: 'constructionfile' | 'drawing';
  selected: SelectedFile[];
  onStarted: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState<string | null>(null);
  if (selected.length === 0 || selected.some((f) => f.abilities && !f.abilities.update)) return null;
  const projects = new Set(selected.map((f) => (typeof f.project === 'string' ? f.project : f.project._id)));
  const start = () => {
    const [only] = projects;
    if (projects.size !== 1 || !only) {
      notify(t, { color: 'orange', message: t('start.oneProject') });
      return;
    }
    setOpen(only);
  };
  return (
    <>
      <Button variant="light" size="xs" leftSection={<IconChecklist size={16} aria-hidden />} onClick={start}>
        {t('start.button')}
      </Button>
      {open ? (
        <StartReviewModal
          projectId={open}
          files={selected.map((f) => ({
            kind: kind === 'drawing' ? 'drawingfile' : 'constructionfile',
            id: f._id,
            name: f.name,
          }))}
          onClose={() => setOpen(null)}
          onStarted={onStarted}
        />
      ) : null}
    </>
  );
}
