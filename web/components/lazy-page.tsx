import { lazy, Suspense, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/limits';
import { withTimeout } from '../lib/with-timeout';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoader } from './page-loader';

/** A route element that loads its page lazily, with a loader, a time-out and a reload offer on failure. */
export function lazyPage(load: () => Promise<ComponentType>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ComponentType {
  const Page = lazy(() => withTimeout(load(), timeoutMs).then((component) => ({ default: component })));
  function LazyPage() {
    return (
      <PageErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPage;
}
