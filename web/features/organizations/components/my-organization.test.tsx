import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { callsOf, makeOrganization, NO_PARTS, stubApi } from '../test-support';
import { MyOrganization } from './my-organization';

describe('MyOrganization', () => {
  it('offers a user without an organization to apply, and sends the application', async () => {
    const fetchMock = stubApi(
      (method, url) =>
        url.pathname === '/api/v1/public/organization' ? { body: [{ _id: 'o1', name: 'Skanska Demo' }] } : undefined,
      (method) => (method === 'POST' ? { body: makeOrganization() } : undefined),
    );
    const user = userEvent.setup();
    renderPage(<MyOrganization user={makeUser({ _id: 'u9', organization: null, isAdmin: false })} parts={NO_PARTS} />);
    expect(await screen.findByRole('heading', { name: 'Du tillhör ingen organisation ännu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByText('Organisation är obligatoriskt')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('Sök organisation'));
    await user.click(await screen.findByRole('option', { name: 'Skanska Demo' }));
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByText('Din ansökan till Skanska Demo är skickad')).toBeInTheDocument();
    const post = callsOf(fetchMock).find((c) => c.call.startsWith('POST'));
    expect(post?.call).toBe('POST /api/v1/add_org_member');
    expect(post?.body).toEqual({ organizationId: 'o1', userId: 'u9', role: 'member' });
  });

  it('shows a requested organization as waiting and withdraws the request by deleting it', async () => {
    const fetchMock = stubApi((method) => (method === 'DELETE' ? { body: { success: true } } : undefined));
    const user = userEvent.setup();
    const pending = { _id: 'o7', name: 'Västbygg', role: 'admin' as const, approved: false };
    renderPage(
      <MyOrganization user={makeUser({ organization: null, pendingOrganization: pending })} parts={NO_PARTS} />,
    );
    expect(await screen.findByRole('heading', { name: 'Din organisation väntar på godkännande' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dra tillbaka begäran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dra tillbaka begäran?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dra tillbaka begäran' }));
    expect(await screen.findByText('Begäran om Västbygg är tillbakadragen')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.call).toBe('DELETE /api/v1/organization/o7');
  });

  it('withdraws an application with remove_org_member for oneself', async () => {
    const fetchMock = stubApi((method) => (method === 'POST' ? { body: makeOrganization() } : undefined));
    const user = userEvent.setup();
    const pending = { _id: 'o1', name: 'Skanska Demo', role: 'member' as const, approved: true };
    renderPage(
      <MyOrganization
        user={makeUser({ _id: 'u5', organization: null, pendingOrganization: pending })}
        parts={NO_PARTS}
      />,
    );
    expect(await screen.findByText(/ansökt om att gå med i Skanska Demo som medlem/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dra tillbaka ansökan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dra tillbaka ansökan' }));
    expect(await screen.findByText('Din ansökan till Skanska Demo är tillbakadragen')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]?.call).toBe('POST /api/v1/remove_org_member?userId=u5');
  });

  it("shows an admin the organization's tabs, with the waiting list counted", async () => {
    const applicant = makeUser({ _id: 'u4', firstName: 'Johan', lastName: 'Ek', organization: null });
    stubApi((method, url) =>
      url.pathname === '/api/v1/organization/o1'
        ? { body: makeOrganization({ waitlist: { users: [applicant], admins: [] } }) }
        : undefined,
    );
    renderPage(<MyOrganization user={makeUser({ _id: 'u1' })} parts={NO_PARTS} />, '/my-organization?tab=waitlist');
    expect(await screen.findByRole('heading', { name: 'Skanska Demo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Väntelista/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Inställningar/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Godkänn Johan Ek' })).toBeInTheDocument();
  });
});
