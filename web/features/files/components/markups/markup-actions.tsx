import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDownload, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { downloadFile } from '../../../../entities/file/content';
import type { MarkupTarget } from '../../../../entities/file/markup-types';

interface MarkupActionsProps {
  target: MarkupTarget;
  /** The shown revision's content address. */
  url: string;
  open: boolean;
  onOpen: (open: boolean) => void;
}

/** In the viewer's toolbar: the markup tools in and out, and the PDF with the published markups drawn in. */
export function MarkupActions({ target, url, open, onOpen }: MarkupActionsProps) {
  const { t } = useTranslation('markups');
  const [busy, setBusy] = useState(false);
  // On a phone the download is an icon with its name as a tip: the toolbar's row stays one row.
  const phone = useMediaQuery('(max-width: 48em)');
  const download = () => {
    setBusy(true);
    downloadFile(target.kind, target.fileId, target.revisionId ? url : undefined, { markups: 'published' })
      .catch(() => notify(t, { color: 'red', message: t('downloadFailed') }))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        variant={open ? 'filled' : 'default'}
        leftSection={<IconPencil size={18} aria-hidden />}
        aria-pressed={open}
        onClick={() => onOpen(!open)}
      >
        {t('toggle')}
      </Button>
      {phone ? (
        <Tooltip label={t('download')} withArrow>
          <ActionIcon size="lg" variant="default" aria-label={t('download')} onClick={download} loading={busy}>
            <IconFileDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          leftSection={<IconFileDownload size={18} aria-hidden />}
          onClick={download}
          loading={busy}
        >
          {t('download')}
        </Button>
      )}
    </>
  );
}
