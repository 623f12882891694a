import { Button } from '@mantine/core';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { downloadProjectZip } from '../../../../entities/file/content';
import { formatFileError } from '../../api/errors';
import type { FileKind } from '../../../../entities/file/kinds';

interface DownloadAllProps {
  kind: FileKind;
  projectId: string;
  /** The list's filter as sent (null for none) and its search: the ZIP holds what the list shows. */
  filter: string | null;
  search: string;
  disabled: boolean;
}

/** "Ladda ner alla": every file the list shows, as one ZIP streamed by the server. */
export function DownloadAll({ kind, projectId, filter, search, disabled }: DownloadAllProps) {
  const { t } = useTranslation('files');
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    downloadProjectZip(projectId, kind, { filter, search })
      .catch((error: unknown) =>
        notify(t, {
          color: 'red',
          title: t('actions.downloadAllFailed'),
          message: formatFileError(t, error, 'uploadNotFound'),
        }),
      )
      .finally(() => setStarting(false));
  };
  return (
    <DeferredTooltip label={t('actions.downloadAllHint')} withArrow>
      <Button
        variant="default"
        leftSection={<IconFileZip size={18} aria-hidden />}
        onClick={start}
        loading={starting}
        disabled={disabled}
      >
        {t('actions.downloadAll')}
      </Button>
    </DeferredTooltip>
  );
}
