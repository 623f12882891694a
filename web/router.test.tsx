import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../common/limits';
import { makeProject } from './features/projects/testing';
import { routes } from './router';
import { makeSession } from './test/fixtures';
import { jsonResponse, renderRoutes } from './test/render';

/** The dashboard's figures for an organization with nothing in it yet, as `GET dashboard` answers them. */
const NO_FIGURES = {
  ongoingProjects: 0,
  activitiesByStatus: { todo: 0, ongoing: 0, done: 0 },
  upcoming: [],
  budget: { total: 0, budgetedProjects: 0, largest: [] },
};

/** A signed-in session; each call is answered in its own shape (the pages render what they get). */
function signedIn() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/v1/auth/verify_token') return jsonResponse({ body: { success: true, ...makeSession() } });
    if (pathname === '/api/v1/dashboard') return jsonResponse({ body: NO_FIGURES });
    return jsonResponse({ body: { limit: 25, skip: 0, total: 0, result: [] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pathOf = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes (docs/product.md point 2)', () => {
  it('sends a visitor without a token to sign-in, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, '/byggfiler?q=1');
    expect(await screen.findByRole('heading', { name: 'Logga in på Byggarkiv' })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/sign-in?redirect=%2Fbyggfiler%3Fq%3D1');
  });

  it('redirects / to the dashboard and verifies the token', async () => {
    const fetchMock = signedIn();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: /Anna/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    // The title is set by an effect (usePageTitle): it may land a moment after the heading renders.
    await waitFor(() => expect(document.title).toBe('Översikt | Byggarkiv'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/verify_token');
    expect(new Headers(init.headers).get('Authorization')).toBe('Token tok');
  });

  it('verifies the token again on every navigation', async () => {
    const fetchMock = signedIn();
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: /Anna/ });
    await router.navigate('/ritningar');
    expect(await screen.findByRole('heading', { name: 'Ritningar' })).toBeInTheDocument();
    const verifications = () =>
      (fetchMock.mock.calls as unknown as [string][]).filter(([url]) => url.endsWith('/auth/verify_token'));
    await waitFor(() => expect(verifications()).toHaveLength(2));
  });

  it('logs out and stores the reason when the token is rejected', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    vi.stubGlobal('fetch', async () => jsonResponse({ status: 401, body: { success: false, error: 'Unauthorized' } }));
    const { router } = renderRoutes(routes, '/my-organization');
    expect(await screen.findByText('Du har loggats ut')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/sign-in?redirect=%2Fmy-organization');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('opens the first project tab by default', async () => {
    signedIn();
    vi.stubGlobal('fetch', async (url: string) =>
      jsonResponse({
        body: url.startsWith('/api/v1/project/p1') ? makeProject() : { success: true, ...makeSession() },
      }),
    );
    const { router } = renderRoutes(routes, '/projekt/p1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projekt/p1/oversikt'));
    expect(await screen.findByRole('link', { name: 'Aktiviteter' })).toHaveAttribute('href', '/projekt/p1/aktiviteter');
  });

  it('opens account overview with the profile fields', async () => {
    signedIn();
    const { router } = renderRoutes(routes, '/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/overview'));
    expect(await screen.findByText('Storgatan 1, Stockholm')).toBeInTheDocument();
  });

  it('shows the shared page without sign-in and keeps the share token', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api_shared/project_files')
        ? jsonResponse({ body: { limit: 25, skip: 0, total: 0, result: [] } })
        : jsonResponse({
            body: { _id: 'p1', name: 'Kv. Björken', description: '', organization: { name: 'Org' }, logo: null },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/shared/projekt/p1?shareToken=abc');
    expect(
      await screen.findByText('Det finns inga filer i projektet ännu.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(pathOf(router)).toBe('/shared/projekt/p1/filer?shareToken=abc');
    // Only the public calls, never the session.
    for (const [input] of fetchMock.mock.calls) expect(String(input)).toMatch(/\/api_shared\/project.*shareToken=abc/);
  });

  it('redirects unknown paths to /404', async () => {
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('Det finns inget här')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it.each([
    ['/sign-up', 'Skapa ditt konto'],
    ['/password-reset', 'Glömt ditt lösenord?'],
    ['/500', 'Tyvärr, ett internt fel har uppstått.'],
    ['/frontend-version', 'Frontendversion'],
  ])('renders %s', async (path, heading) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
