import { useEffect } from 'react';

/** Adds `<meta name="referrer" content="no-referrer">` while mounted, so the share token never leaks. */
export function useNoReferrer() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    const previous = existing?.content;
    const meta = existing ?? document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    if (!existing) document.head.append(meta);
    return () => {
      if (existing) existing.content = previous ?? '';
      else meta.remove();
    };
  }, []);
}
