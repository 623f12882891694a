import { useWindowScroll } from '@mantine/hooks';
import { UI } from '../../common/limits';
import { lazyPart } from '../components/lazy-part';
import { useOpenedOnce } from '../lib/use-opened-once';

/**
 * The button's code (Affix, Transition: 2 KB on every page) loads the first time a page is scrolled far enough
 * to need it.
 */
const ScrollToTopButton = lazyPart(() => import('./scroll-to-top-button').then((m) => m.ScrollToTopButton));

/** Appears once the page is scrolled past 200 px. */
export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const shown = scroll.y > UI.scrollTopThresholdPx;
  return useOpenedOnce(shown) ? <ScrollToTopButton shown={shown} /> : null;
}
