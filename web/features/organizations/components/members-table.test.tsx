import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_QUERY } from '../../../components/list-screen';
import { renderPage } from '../../../test/render';
import { anna, callsOf, erik, makeOrganization, stubApi } from '../test-support';
import { MembersTable } from './members-table';

const ok =
  (method: string, path: string, body: unknown = makeOrganization()) =>
  (m: string, url: URL) =>
    m === method && url.pathname === path ? { body } : undefined;

describe('MembersTable', () => {
  it('lists admins first with role and account type, names linking to their profile', () => {
    renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Anna Svensson');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[0]).toHaveTextContent('Du');
    expect(rows[1]).toHaveTextContent('Erik Johansson');
    expect(rows[1]).toHaveTextContent('Medlem');
    expect(rows[1]).toHaveTextContent('Vanlig användare');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Erik Johansson' })).toHaveAttribute(
      'href',
      '/view-user/u2',
    );
  });

  it('shows a card per member on a phone, with the same actions', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === PHONE_QUERY });
    try {
      const user = userEvent.setup();
      renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Medlemmar' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Anna Svensson');
      expect(cards[0]).toHaveTextContent('Admin');
      expect(cards[1]).toHaveTextContent('Erik Johansson');
      expect(cards[1]).toHaveTextContent(erik.email);
      expect(cards[1]).toHaveTextContent('Vanlig användare');
      await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Åtgärder för Erik Johansson' }));
      expect(await screen.findByRole('menuitem', { name: 'Gör till admin' })).toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('shows no actions to a member who is not an admin', () => {
    const org = makeOrganization({
      abilities: {
        update: false,
        delete: false,
        approve: false,
        manageMembers: false,
        manageSso: false,
        markSsoDomainVerified: false,
        readAudit: false,
      },
    });
    renderPage(<MembersTable org={org} currentUserId="u2" />);
    expect(screen.queryByRole('button', { name: /Åtgärder för/ })).not.toBeInTheDocument();
  });

  it('promotes a member after a confirmation', async () => {
    const fetchMock = stubApi(ok('POST', '/api/v1/organization/o1'));
    const user = userEvent.setup();
    renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Åtgärder för Erik Johansson' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Gör till admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gör Erik Johansson till admin?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Gör till admin' }));
    expect(await screen.findByText('Erik Johansson är nu admin')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.call).toBe('POST /api/v1/organization/o1?addAdminId=u2');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Åtgärder för Erik Johansson' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ta bort från organisationen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Erik Johansson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes a member with remove_org_member and changes an account type', async () => {
    const fetchMock = stubApi(ok('POST', '/api/v1/remove_org_member'), ok('POST', '/api/v1/change_account_type', erik));
    const user = userEvent.setup();
    renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Åtgärder för Erik Johansson' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ta bort från organisationen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort medlem' }));
    expect(await screen.findByText('Erik Johansson har tagits bort från organisationen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Åtgärder för Erik Johansson' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ändra till administratörskonto' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ändra kontotyp' }));
    expect(await screen.findByText('Erik Johansson har nu ett administratörskonto')).toBeInTheDocument();
    const calls = callsOf(fetchMock);
    expect(calls[0]?.call).toBe('POST /api/v1/remove_org_member?userId=u2');
    expect(calls[0]?.body).toEqual({ organizationId: 'o1' });
    expect(calls[1]?.body).toEqual({ userId: 'u2', accountType: 'administrator' });
  });

  it("explains the server's refusal to demote the last admin", async () => {
    stubApi((method) =>
      method === 'POST'
        ? {
            status: 400,
            body: { success: false, error: 'An organization must keep at least one admin.', code: 'LAST_ADMIN' },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderPage(<MembersTable org={makeOrganization()} currentUserId="u1" />);
    await user.click(screen.getByRole('button', { name: `Åtgärder för ${anna.firstName} ${anna.lastName}` }));
    expect(screen.queryByRole('menuitem', { name: 'Ta bort från organisationen' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Ta bort som admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort som admin' }));
    expect(await screen.findByText('Fel när administratör skulle tas bort')).toBeInTheDocument();
    expect(screen.getByText('En organisation måste ha minst en administratör.')).toBeInTheDocument();
  });
});
