import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { callsOf, makeOrganization, stubApi } from '../test-support';
import { DeleteOrganizationCard } from './delete-organization-card';
import { OrganizationSettingsForm } from './organization-settings-form';

describe('organization settings', () => {
  it('deletes the organization only once its name is typed', async () => {
    const fetchMock = stubApi((method) => (method === 'DELETE' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    renderPage(<DeleteOrganizationCard org={makeOrganization()} />);
    await user.click(screen.getByRole('button', { name: 'Ta bort organisationen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Skanska Demo?' });
    const confirm = within(dialog).getByRole('button', { name: 'Ta bort organisationen' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Skriv Skanska Demo för att bekräfta'), 'Skanska');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Skriv Skanska Demo för att bekräfta'), ' Demo');
    await user.click(confirm);
    expect(await screen.findByText('Skanska Demo har tagits bort')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.call).toBe('DELETE /api/v1/organization/o1');
  });

  it('requires a name ("Namn är obligatoriskt") and saves name and description', async () => {
    const fetchMock = stubApi((method) =>
      method === 'PUT' ? { body: makeOrganization({ name: 'Nytt' }) } : undefined,
    );
    const user = userEvent.setup();
    renderPage(<OrganizationSettingsForm org={makeOrganization()} />);
    const name = screen.getByRole('textbox', { name: /Namn/ });
    await user.clear(name);
    expect(await screen.findByText('Namn är obligatoriskt')).toBeInTheDocument();
    await user.type(name, 'Nytt namn ');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Organisationen är sparad')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.body).toEqual({ name: 'Nytt namn', description: 'Bygger skolor.' });
  });

  it('after a save, the saved (trimmed) name is the starting point Ångra goes back to', async () => {
    stubApi((method) => (method === 'PUT' ? { body: makeOrganization({ name: 'Nytt namn' }) } : undefined));
    const user = userEvent.setup();
    renderPage(<OrganizationSettingsForm org={makeOrganization()} />);
    const name = screen.getByRole('textbox', { name: /Namn/ });
    await user.clear(name);
    await user.type(name, 'Nytt namn ');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Organisationen är sparad')).toBeInTheDocument();
    expect(name).toHaveValue('Nytt namn');
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeDisabled();
    await user.type(name, ' igen');
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(name).toHaveValue('Nytt namn');
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeDisabled();
  });
});
