import { Button, EmptyState } from '@mantine/core';
import { IconDownload, IconEyeOff, IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NoPreviewProps {
  /** unsupported: a type the browser cannot show (DWG, DXF, IFC); failed: loading or rendering failed. */
  reason: 'unsupported' | 'failed' | 'missing';
  format: string | null;
  onDownload?: () => void;
}

/** When a file cannot be shown, the way to it is the download (docs/product.md point 2). */
export function NoPreview({ reason, format, onDownload }: NoPreviewProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  return (
    <EmptyState
      variant="light"
      size="lg"
      py={64}
      icon={reason === 'failed' ? <IconFileAlert size={30} aria-hidden /> : <IconEyeOff size={30} aria-hidden />}
      title={t(`preview.${reason}.title`)}
      description={
        reason === 'unsupported' && !format ? t('preview.unsupported.generic') : t(`preview.${reason}.text`, { format })
      }
    >
      {onDownload && reason !== 'missing' ? (
        <EmptyState.Actions>
          <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={onDownload}>
            {t('actions.download')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
