import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  it('loads its button once the page is scrolled down, and the button takes the reader back up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Till toppen' })).toBeNull();
    scrollTo(600);
    const button = await screen.findByRole('button', { name: 'Till toppen' });
    fireEvent.click(button);
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Till toppen' })).toBeNull());
  });
});
