import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../common/limits';
import { authKeys } from '../entities/session/keys';
import { callsOf, erik, stubApi } from '../features/organizations/test-support';
import { makeSession, makeUser, SUPERADMIN_ABILITIES } from '../test/fixtures';
import { createTestQueryClient, renderRoutes } from '../test/render';
import { ViewUserChangePasswordPage } from './view-user-change-password-page';
import { ViewUserOverviewPage } from './view-user-overview-page';
import { ViewUserPage } from './view-user-page';
import { ViewUserSettingsPage } from './view-user-settings-page';

const routes = [
  {
    path: '/view-user/:userId',
    element: <ViewUserPage />,
    children: [
      { path: 'overview', element: <ViewUserOverviewPage /> },
      { path: 'settings', element: <ViewUserSettingsPage /> },
      { path: 'change-password', element: <ViewUserChangePasswordPage /> },
    ],
  },
];

function renderAs(me: ReturnType<typeof makeUser>, path: string, abilities?: typeof SUPERADMIN_ABILITIES) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.session, makeSession(me, abilities));
  return renderRoutes(routes, path, queryClient);
}

const userRoute = (method: string, url: URL) => (url.pathname === '/api/v1/user/u2' ? { body: erik } : undefined);

describe('/view-user/:userId', () => {
  it("shows another user's profile with their organization and role", async () => {
    stubApi(userRoute);
    renderAs(makeUser(), '/view-user/u2/overview');
    expect(await screen.findByRole('heading', { name: 'Erik Johansson' })).toBeInTheDocument();
    expect(screen.getByText('Roll i organisationen')).toBeInTheDocument();
    expect(screen.getByText('Medlem')).toBeInTheDocument();
  });

  it('denies the settings and the password of someone else to an organization admin', async () => {
    stubApi(userRoute);
    const { router } = renderAs(makeUser(), '/view-user/u2/settings');
    expect(await screen.findByText('Åtkomst nekad')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Förnamn/ })).not.toBeInTheDocument();
    await router.navigate('/view-user/u2/change-password');
    expect(await screen.findByText(/Bara användaren själv kan byta sitt lösenord/)).toBeInTheDocument();
  });

  it("lets the superadmin set someone's password by e-mail, without the current one", async () => {
    // The server tells the superadmin, on Erik's answer, that they may set his password.
    const abilities = { update: true, changePassword: true, changeAccountType: true };
    const fetchMock = stubApi(
      (method, url) => (url.pathname === '/api/v1/user/u2' ? { body: { ...erik, abilities } } : undefined),
      (method) => (method === 'POST' ? { body: { success: true } } : undefined),
    );
    const user = userEvent.setup();
    const superadmin = makeUser({ _id: 'sa', superadmin: true, organization: null });
    renderAs(superadmin, '/view-user/u2/change-password', SUPERADMIN_ABILITIES);
    expect(await screen.findByText(/utan att ange det nuvarande/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nuvarande lösenord/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nytt lösenord/), 'Nytt-losen-1');
    await user.type(screen.getByLabelText(/Bekräfta nytt lösenord/), 'Nytt-losen-1');
    await user.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(await screen.findByText('Lösenordet är bytt')).toBeInTheDocument();
    const post = callsOf(fetchMock).find((c) => c.call.startsWith('POST'));
    expect(post?.call).toBe('POST /api/v1/change_password');
    expect(post?.body).toEqual({ email: 'erik@example.se', password: 'Nytt-losen-1' });
  });

  it('explains a 404 as a user that cannot be found', async () => {
    stubApi(() => ({ status: 404, body: { success: false, error: 'User not found' } }));
    renderAs(makeUser(), '/view-user/nobody/overview');
    expect(await screen.findByText('Användaren hittades inte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Till min organisation/ })).toHaveAttribute('href', '/my-organization');
  });
});
