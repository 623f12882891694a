import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a deferred part's trigger (a menu button, a Select) until `shown` finds what it opens. The part
 * replaces its look-alike whenever its code arrives, which in a test can be between finding the element and
 * pressing it: the click then lands on an element no longer there, and a person would simply click again. A
 * trigger already expanded is not clicked (a menu would close).
 */
export async function openDeferred<T>(user: UserEvent, trigger: () => HTMLElement, shown: () => T): Promise<T> {
  return waitFor(
    async () => {
      const target = trigger();
      if (target.getAttribute('aria-expanded') !== 'true') await user.click(target);
      return shown();
    },
    { timeout: 5000 },
  );
}
