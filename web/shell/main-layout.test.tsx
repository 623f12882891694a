import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../common/limits';
import { makeAbilities, makeSession, makeUser } from '../test/fixtures';
import { createTestQueryClient, jsonResponse, renderRoutes } from '../test/render';
import { MainLayout } from './main-layout';

function renderLayout(user = makeUser(), abilities = makeAbilities()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const fetchMock = vi.fn(async () => jsonResponse({ body: { success: true } }));
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['auth', 'session'], makeSession(user, abilities));
  const view = renderRoutes(
    [
      {
        element: <MainLayout />,
        children: [
          { path: '/dashboard', element: <p>Dashboard body</p> },
          { path: '/projektdatabas', element: <p>Database body</p> },
          { path: '/sign-in', element: <p>Sign-in page</p> },
        ],
      },
    ],
    '/dashboard',
    queryClient,
  );
  return { ...view, fetchMock };
}

describe('MainLayout', () => {
  it('has the landmarks and the main navigation', async () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard body');
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(nav).toHaveTextContent('Projektdatabas');
    expect(screen.getByRole('link', { name: 'Översikt' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the help drawer with the FAQ and support contact', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Hjälp' }));
    // The drawer's content and its catalog load on demand: a busy machine takes longer than the default second.
    expect(
      await screen.findByRole('button', { name: 'Vem kan se mina projekt?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@byggarkiv.se' })).toHaveAttribute(
      'href',
      'mailto:support@byggarkiv.se',
    );
    expect(screen.getByRole('link', { name: /API-referens/ })).toHaveAttribute('href', '/api/docs');
  });

  it('opens the new-project wizard from the top bar', async () => {
    const user = userEvent.setup();
    renderLayout();
    // The wide-screen button and the phone icon button are both in the DOM; CSS shows one of them.
    const [addProject] = await screen.findAllByRole('button', { name: 'Nytt projekt' });
    if (!addProject) throw new Error('No add-project button');
    await user.click(addProject);
    const wizard = await screen.findByRole('form', { name: 'Nytt projekt' });
    expect(wizard).toHaveTextContent('Beskrivning');
    expect(screen.getByLabelText(/Projektnamn/)).toBeInTheDocument();
  });

  it('offers the new-project button only to those who may create projects', async () => {
    renderLayout(makeUser({ isAdmin: false, accountType: 'regular' }), makeAbilities({ createProject: false }));
    await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(screen.queryByRole('button', { name: 'Nytt projekt' })).not.toBeInTheDocument();
  });

  it('logs out from the user menu and forgets the token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Användarmeny för Anna Svensson' }));
    expect(await screen.findByRole('menuitem', { name: 'Min profil' })).toHaveAttribute('href', '/account/overview');
    await user.click(screen.getByRole('menuitem', { name: 'Logga ut' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
  });
});
