import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { FilterChip } from './filter-chip';

function Bookmarked() {
  const [on, setOn] = useState(false);
  return (
    <FilterChip checked={on} onChange={setOn} icon={<span data-testid="star" />}>
      Bokmärkta
    </FilterChip>
  );
}

describe('FilterChip', () => {
  it('is a checkbox named by its text, toggled by a click or the space bar, showing its icon while on', async () => {
    const user = userEvent.setup();
    renderPage(<Bookmarked />);
    const chip = screen.getByRole('checkbox', { name: 'Bokmärkta' });
    expect(chip).not.toBeChecked();
    expect(screen.queryByTestId('star')).not.toBeInTheDocument();
    await user.click(screen.getByText('Bokmärkta'));
    expect(chip).toBeChecked();
    expect(screen.getByTestId('star')).toBeInTheDocument();
    chip.focus();
    await user.keyboard(' ');
    expect(chip).not.toBeChecked();
  });
});
