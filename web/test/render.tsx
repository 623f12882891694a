import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../lib/theme';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders routes the way the app does (Mantine, Query), starting at `path`, in a memory data router: the same routes
 * and hooks as the app's BrowserRouter, plus `router.state` and `router.navigate` for the test.
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at `path`, plus stub pages for where it may navigate to. */
export function renderPage(element: ReactElement, path = '/', extra: RouteObject[] = []) {
  const pathname = path.split('?')[0] ?? '/';
  return renderRoutes([{ path: pathname, element }, ...extra], path);
}

interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** A fetch stand-in answering with the given JSON; the calls are on `.mock.calls`. */
export function jsonResponse({ status = 200, body }: FakeResponse): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? {});
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}
