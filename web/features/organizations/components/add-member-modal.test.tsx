import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { callsOf, lisa, makeOrganization, stubApi } from '../test-support';
import { AddMemberModal } from './add-member-modal';

const list = (result: unknown[]) => ({ body: { limit: 1, skip: 0, total: result.length, result } });

describe('AddMemberModal', () => {
  it('looks an applicant up by exact e-mail, then approves them with the chosen role', async () => {
    const fetchMock = stubApi(
      (method, url) => (method === 'GET' && url.pathname === '/api/v1/user' ? list([lisa]) : undefined),
      (method, url) =>
        method === 'POST' && url.pathname === '/api/v1/add_org_member' ? { body: makeOrganization() } : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    const org = makeOrganization({ waitlist: { users: [lisa], admins: [] } });
    renderPage(<AddMemberModal org={org} opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till medlem' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-post/ }), ' Lisa@Example.se ');
    await user.click(within(dialog).getByRole('button', { name: 'Sök' }));
    const found = await screen.findByRole('region', { name: 'Hittad person' });
    expect(found).toHaveTextContent('Lisa Holm');
    const lookup = callsOf(fetchMock)[0];
    expect(lookup?.url.pathname).toBe('/api/v1/user');
    expect(JSON.parse(lookup?.url.searchParams.get('query') ?? '')).toEqual({
      email: 'lisa@example.se',
      organization: null,
    });
    // She applied as member; the admin makes her an admin.
    expect(within(found).getByRole('radio', { name: 'Medlem' })).toBeChecked();
    await user.click(within(found).getByRole('radio', { name: 'Admin' }));
    await user.click(within(found).getByRole('button', { name: 'Godkänn Lisa Holm' }));
    expect(await screen.findByText('Lisa Holm är nu med i Skanska Demo')).toBeInTheDocument();
    expect(callsOf(fetchMock)[1]?.body).toEqual({ organizationId: 'o1', userId: 'u3', role: 'admin' });
    expect(onClose).toHaveBeenCalled();
  });

  it('adds nobody who has not applied, and says how they can', async () => {
    const fetchMock = stubApi((method, url) =>
      method === 'GET' && url.pathname === '/api/v1/user' ? list([lisa]) : undefined,
    );
    const user = userEvent.setup();
    renderPage(<AddMemberModal org={makeOrganization()} opened onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: /E-post/ }), 'lisa@example.se');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    const found = await screen.findByRole('region', { name: 'Hittad person' });
    expect(within(found).getByText('Lisa Holm har inte ansökt')).toBeInTheDocument();
    expect(found).toHaveTextContent('Be Lisa Holm logga in i Byggarkiv och ansöka om medlemskap i Skanska Demo');
    expect(within(found).queryByRole('button')).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c.call.startsWith('POST'))).toEqual([]);
  });

  it('says so when nobody without an organization has that e-mail', async () => {
    stubApi((method, url) => (url.pathname === '/api/v1/user' ? list([]) : undefined));
    const user = userEvent.setup();
    renderPage(<AddMemberModal org={makeOrganization()} opened onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: /E-post/ }), 'okand@example.se');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('Ingen hittades')).toBeInTheDocument();
    expect(screen.getByText(/okand@example.se/)).toBeInTheDocument();
  });

  it('validates the e-mail before looking anything up', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage(<AddMemberModal org={makeOrganization()} opened onClose={() => undefined} />);
    await user.type(await screen.findByRole('textbox', { name: /E-post/ }), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    expect(await screen.findByText('E-post måste vara en giltlig email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('approves an applicant picked from the waiting list, as the role they applied for', async () => {
    const fetchMock = stubApi((method) => (method === 'POST' ? { body: makeOrganization() } : undefined));
    const user = userEvent.setup();
    renderPage(
      <AddMemberModal
        org={makeOrganization({ waitlist: { users: [], admins: [lisa] } })}
        opened
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('tab', { name: /Från väntelistan/ }));
    await user.click(screen.getByRole('radio', { name: 'Lisa Holm' }));
    await user.click(screen.getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByText('Lisa Holm är nu med i Skanska Demo')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.body).toEqual({ organizationId: 'o1', userId: 'u3', role: 'admin' });
  });
});
