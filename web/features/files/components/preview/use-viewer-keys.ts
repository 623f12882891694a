import { useEffect } from 'react';

interface ViewerKeys {
  /** Off when another part turns the pages (the compare dialog, for both viewers at once). */
  enabled?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFirst: () => void;
  onLast: () => void;
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** ← / → (and Page Up / Page Down, Home / End) turn pages while the viewer is open. */
export function useViewerKeys({ enabled = true, onPrevious, onNext, onFirst, onLast }: ViewerKeys) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const action = {
        ArrowLeft: onPrevious,
        PageUp: onPrevious,
        ArrowRight: onNext,
        PageDown: onNext,
        Home: onFirst,
        End: onLast,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onPrevious, onNext, onFirst, onLast]);
}
