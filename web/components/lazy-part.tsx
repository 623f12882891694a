import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/limits';
import { withTimeout } from '../lib/with-timeout';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * A part of a page whose code loads when it is first shown (a wizard, a drawer), so the first visit of every
 * route does not download it; `fallback` shows meanwhile, and a failed load offers a reload like a page does.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((component) => ({ default: component })));
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
