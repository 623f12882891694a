import { useEffect, useState } from 'react';
import { fetchImage } from './upload-logo';

/**
 * A protected image as an object URL: an <img> cannot send the `Authorization` header, so the content
 * is fetched with the token and shown from memory. The object URL is revoked when the url changes or
 * the component unmounts.
 */
export function useImageSrc(url: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchImage(url, controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, src: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.src : null;
}

/** A local preview of a chosen file, as a data URL (nothing to revoke, and it survives re-mounts). */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; src: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, src: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.src : null;
}
