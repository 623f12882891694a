import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { callsOf, makeOrganization, stubApi } from '../test-support';
import { NewOrganizationModal } from './new-organization-modal';

describe('NewOrganizationModal', () => {
  it('requires a name ("Namn är obligatoriskt") and sends nothing without one', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage(<NewOrganizationModal opened onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Skicka begäran' }));
    expect(await screen.findByText('Namn är obligatoriskt')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Namn/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Skicka begäran' }));
    expect(screen.getByText('Namn är obligatoriskt')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request with trimmed fields and closes', async () => {
    const fetchMock = stubApi((method) =>
      method === 'POST' ? { status: 201, body: makeOrganization({ name: 'Västbygg', approved: false }) } : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<NewOrganizationModal opened onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: /Namn/ }), ' Västbygg ');
    await user.type(screen.getByRole('textbox', { name: /Beskrivning/ }), 'Mark och anläggning');
    await user.click(screen.getByRole('button', { name: 'Skicka begäran' }));
    expect(await screen.findByText('Begäran om Västbygg är skickad')).toBeInTheDocument();
    const [call] = callsOf(fetchMock);
    expect(call?.call).toBe('POST /api/v1/organization');
    expect(call?.body).toEqual({ name: 'Västbygg', description: 'Mark och anläggning' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows why the server refused, under the docs/product.md title', async () => {
    stubApi(() => ({
      status: 409,
      body: {
        success: false,
        error: 'An organization with that name already exists.',
        code: 'ORGANIZATION_NAME_TAKEN',
      },
    }));
    const user = userEvent.setup();
    renderPage(<NewOrganizationModal opened onClose={() => undefined} superadmin />);
    expect(await screen.findByRole('dialog', { name: 'Ny organisation' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Namn/ }), 'Norrbygg');
    await user.click(screen.getByRole('button', { name: 'Skapa organisation' }));
    expect(await screen.findByText('Fel vid skapande av organisation')).toBeInTheDocument();
    expect(screen.getByText('Det finns redan en organisation med det namnet.')).toBeInTheDocument();
  });
});
