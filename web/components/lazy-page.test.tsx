import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { lazyPage } from './lazy-page';

function renderLazy(load: () => Promise<() => React.JSX.Element>, timeoutMs: number) {
  const Page = lazyPage(load, [], timeoutMs);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <MantineProvider theme={theme} env="test">
      <Page />
    </MantineProvider>,
  );
}

describe('lazyPage', () => {
  it('shows a loader, then the page', async () => {
    renderLazy(async () => () => <p>Loaded page</p>, 1000);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it('offers a reload when the page does not arrive in time', async () => {
    vi.useFakeTimers();
    try {
      renderLazy(() => new Promise(() => undefined), 120_000);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(120_001);
      });
      expect(
        screen.getByText('Det tog för lång tid att hämta sidan. Kontrollera din anslutning och ladda om.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
  });

  it('offers a reload when the chunk fails to load', async () => {
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')), 1000);
    expect(await screen.findByText('Sidan kunde inte laddas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
  });
});
