import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/limits';
import type { Namespace } from '../i18n/namespaces';
import { lazyPart } from './lazy-part';
import { PageLoader } from './page-loader';

/**
 * A route element that loads its page lazily, with a loader, a time-out and a reload offer on failure. The page's
 * catalog namespaces load alongside its code, so its texts do not wait for the code to ask for them.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  namespaces: readonly Namespace[] = [],
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType {
  return lazyPart(load, <PageLoader />, namespaces, timeoutMs);
}
