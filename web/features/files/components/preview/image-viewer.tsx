import { Center } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authHeaders, contentUrl } from '../../../../entities/file/content';
import classes from './preview.module.css';
import { ViewerLoading } from './viewer-loading';

interface ImageViewerProps {
  url: string;
  name: string;
  onFailed: () => void;
}

/**
 * A PNG or JPEG drawing: an <img> cannot send the Authorization header, so the content is fetched with
 * the token and shown from an object URL, which is revoked when the viewer closes.
 */
export function ImageViewer({ url, name, onFailed }: ImageViewerProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(contentUrl(url), { headers: authHeaders(), signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) onFailed();
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, onFailed]);
  if (!src) return <ViewerLoading />;
  return (
    <Center className={classes.stage} p="md" tabIndex={0} role="region" aria-label={t('preview.stage', { name })}>
      <img src={src} alt={name} className={classes.image} onError={onFailed} />
    </Center>
  );
}
