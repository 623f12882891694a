import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { UI } from '../../common/limits';

/** The `md` breakpoint in px (Mantine's 62em): above it the navbar is always shown. */
const DESKTOP_MIN_WIDTH = 992;

/**
 * Every navigation resets the layout (mobile nav, drawers and modals close) and scrolls to the top
 * after a short delay, so the new page starts at its beginning once it has rendered.
 */
export function useLayoutReset(navigationKey: string, reset: () => void): void {
  const onNavigate = useEffectEvent(reset);

  useEffect(() => {
    onNavigate();
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), UI.scrollAfterNavigationMs);
    return () => window.clearTimeout(timer);
  }, [navigationKey]);
}

/** Closes the mobile navigation when the window grows to desktop width; debounced like the original. */
export function useCloseOnDesktop(close: () => void): void {
  const onResize = useDebouncedCallback(() => {
    if (window.innerWidth >= DESKTOP_MIN_WIDTH) close();
  }, UI.resizeDebounceMs);
  useWindowEvent('resize', onResize);
}
