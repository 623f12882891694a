import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openDeferred } from '../test/open-deferred';
import { renderPage } from '../test/render';
import { DeferredSelect, optionLabel } from './deferred-select';

describe('DeferredSelect', () => {
  it("shows the chosen option's label as a combobox, and opens the real Select on a click", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <DeferredSelect
        aria-label="Projekttyp"
        placeholder="Alla typer"
        data={[
          { value: 'new', label: 'Nybyggnad' },
          { value: 'renovation', label: 'Renovering' },
        ]}
        value="new"
        onChange={onChange}
        clearable
        searchable
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Projekttyp' });
    expect(box).toHaveValue('Nybyggnad');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const option = await openDeferred(
      user,
      () => screen.getByRole('combobox', { name: 'Projekttyp' }),
      () => screen.getByRole('option', { name: 'Renovering' }),
    );
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith('renovation', expect.objectContaining({ value: 'renovation' }));
  });

  it('finds labels in strings, objects and groups', () => {
    expect(optionLabel(['a', 'b'], 'b')).toBe('b');
    expect(optionLabel([{ group: 'G', items: [{ value: 'x', label: 'Ex' }] }], 'x')).toBe('Ex');
    expect(optionLabel([{ value: 'x', label: 'Ex' }], null)).toBe('');
    expect(optionLabel(undefined, 'x')).toBe('');
  });
});
