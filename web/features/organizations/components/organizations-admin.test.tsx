import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { callsOf, erik, makeOrganization, stubApi } from '../test-support';
import { OrganizationsAdmin } from './organizations-admin';

const pending = makeOrganization({
  _id: 'o2',
  name: 'Västbygg',
  approved: false,
  requestedBy: erik,
  users: [],
  admins: [],
  adminsCount: 0,
  membersCount: 0,
  abilities: {
    update: true,
    delete: true,
    approve: true,
    manageMembers: true,
    manageSso: true,
    markSsoDomainVerified: false,
    readAudit: true,
  },
});
const approved = makeOrganization({ requestedBy: null });

function listRoute(method: string, url: URL) {
  if (method !== 'GET' || url.pathname !== '/api/v1/organization') return undefined;
  return { body: { limit: 20, skip: 0, total: 2, result: [pending, approved] } };
}

describe('OrganizationsAdmin', () => {
  it('asks for requests first with their requester, and shows them so', async () => {
    const fetchMock = stubApi(listRoute);
    renderPage(<OrganizationsAdmin currentUserId="sa" canJoin />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('Västbygg');
    expect(rows[0]).toHaveTextContent('Väntar på godkännande');
    expect(rows[0]).toHaveTextContent('Erik Johansson');
    expect(rows[0]).toHaveTextContent('erik@example.se');
    expect(rows[1]).toHaveTextContent('Skanska Demo');
    expect(rows[1]).toHaveTextContent('Godkänd');
    expect(screen.getByText('Visar 1–2 av 2')).toBeInTheDocument();
    const { url } = callsOf(fetchMock)[0] ?? {};
    expect(url?.searchParams.get('sort')).toBe('approved -createdAt');
    expect(url?.searchParams.get('populate')).toBe('requestedBy');
    expect(url?.searchParams.get('limit')).toBe('20');
    expect(url?.searchParams.get('skip')).toBe('0');
  });

  it('approves a request with PUT {approved: true}', async () => {
    const fetchMock = stubApi(listRoute, (method) =>
      method === 'PUT' ? { body: { ...pending, approved: true, requestedBy: 'u2' } } : undefined,
    );
    const user = userEvent.setup();
    renderPage(<OrganizationsAdmin currentUserId="sa" canJoin />);
    await user.click(await screen.findByRole('button', { name: 'Godkänn Västbygg' }));
    expect(await screen.findByText('Västbygg är godkänd')).toBeInTheDocument();
    const put = callsOf(fetchMock).find((c) => c.call.startsWith('PUT'));
    expect(put?.call).toBe('PUT /api/v1/organization/o2');
    expect(put?.body).toEqual({ approved: true });
  });

  it('denies a request only after a confirmation', async () => {
    const fetchMock = stubApi(listRoute, (method) => (method === 'DELETE' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    renderPage(<OrganizationsAdmin currentUserId="sa" canJoin />);
    await user.click(await screen.findByRole('button', { name: 'Åtgärder för Västbygg' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Neka begäran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neka Västbygg?' });
    expect(callsOf(fetchMock).some((c) => c.call.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Neka' }));
    expect(await screen.findByText('Västbygg har nekats')).toBeInTheDocument();
    expect(callsOf(fetchMock).find((c) => c.call.startsWith('DELETE'))?.call).toBe('DELETE /api/v1/organization/o2');
  });

  it('searches by name with an escaped, case-insensitive regex', async () => {
    const fetchMock = stubApi(listRoute);
    const user = userEvent.setup();
    renderPage(<OrganizationsAdmin currentUserId="sa" canJoin />);
    await user.type(await screen.findByRole('textbox', { name: 'Sök organisation' }), 'Bygg (AB)');
    await screen.findByText('Visar 1–2 av 2');
    await expect
      .poll(() => callsOf(fetchMock).map((c) => c.url.searchParams.get('query')))
      .toContain(JSON.stringify({ name: { $regex: 'Bygg \\(AB\\)', $options: 'i' } }));
  });
});
