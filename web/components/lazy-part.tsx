import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/limits';
import type { Namespace } from '../i18n/namespaces';
import { loadNamespaces } from '../lib/i18n';
import { withTimeout } from '../lib/with-timeout';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * A part of a page whose code loads when it is first shown (a wizard, a drawer), so the first visit of every
 * route does not download it; `fallback` shows meanwhile, and a failed load offers a reload like a page does.
 * Its catalog namespaces load alongside its code.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  namespaces: readonly Namespace[] = [],
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  const Part = lazy(() =>
    withTimeout(
      Promise.all([load(), loadNamespaces(namespaces)]).then(([component]) => component),
      timeoutMs,
    ).then((component) => ({ default: component })),
  );
  function LazyPart(props: P) {
    return (
      <PageErrorBoundary>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPart;
}
