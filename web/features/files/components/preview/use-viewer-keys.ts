import { useEffect } from 'react';

interface ViewerKeys {
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
export function useViewerKeys({ onPrevious, onNext, onFirst, onLast }: ViewerKeys) {
  useEffect(() => {
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
  }, [onPrevious, onNext, onFirst, onLast]);
}
