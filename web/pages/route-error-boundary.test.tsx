import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page for a page that crashed, and the routes again after navigating away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <RouteErrorBoundary />,
          children: [
            { path: 'broken', element: <Broken /> },
            { path: 'fine', element: <p>Allt väl</p> },
          ],
        },
      ],
      '/broken',
    );
    expect(await screen.findByText('Tyvärr, ett internt fel har uppstått.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Till startsidan/ })).toHaveAttribute('href', '/');
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('Allt väl')).toBeInTheDocument();
    expect(screen.queryByText('Tyvärr, ett internt fel har uppstått.')).not.toBeInTheDocument();
  });
});
