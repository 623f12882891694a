import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, renderPage } from '../../../test/render';
import { ProfileSettingsForm } from './profile-settings-form';

describe('ProfileSettingsForm', () => {
  it('after a save, the saved (trimmed) values are the starting point Ångra goes back to', async () => {
    const user = makeUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ body: { ...user, title: 'Platschef' } })),
    );
    const ui = userEvent.setup();
    renderPage(<ProfileSettingsForm user={user} />);
    const title = screen.getByRole('textbox', { name: 'Titel' });
    await ui.clear(title);
    await ui.type(title, 'Platschef ');
    await ui.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Profilen är sparad')).toBeInTheDocument();
    expect(title).toHaveValue('Platschef');
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeDisabled();

    await ui.type(title, ' igen');
    await ui.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(title).toHaveValue('Platschef');
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeDisabled();
  });
});
