import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { FiltersToggle } from './filters-toggle';

describe('FiltersToggle', () => {
  it('shows the filters as they are on a wide screen', () => {
    renderPage(
      <FiltersToggle phone={false} active={0}>
        <input aria-label="Status" />
      </FiltersToggle>,
    );
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Filter/ })).not.toBeInTheDocument();
  });

  it('keeps them behind one button on a phone, which says how many are chosen and opens them', async () => {
    const user = userEvent.setup();
    renderPage(
      <FiltersToggle phone active={2}>
        <input aria-label="Status" />
      </FiltersToggle>,
    );
    const button = await screen.findByRole('button', { name: 'Filter, 2 valda' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('textbox', { name: 'Status' }),
    );
  });
});
