import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { SegmentedChoice } from './segmented-choice';

function Views() {
  const [view, setView] = useState<'board' | 'list' | 'grid'>('board');
  return (
    <>
      <SegmentedChoice
        aria-label="Vy"
        value={view}
        onChange={setView}
        data={[
          { value: 'board', label: 'Tavla' },
          { value: 'list', label: 'Lista' },
          { value: 'grid', label: 'Rutnät' },
        ]}
      />
      <output>{view}</output>
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is a group of radios named by their labels; a click or an arrow key chooses', async () => {
    const user = userEvent.setup();
    renderPage(<Views />);
    const group = screen.getByRole('radiogroup', { name: 'Vy' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tavla' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Lista' }));
    expect(screen.getByRole('radio', { name: 'Lista' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('list');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rutnät' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rutnät' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('grid');
  });
});
