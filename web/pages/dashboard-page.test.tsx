import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAbilities, makeSession, makeUser } from '../test/fixtures';
import { createTestQueryClient, jsonResponse, renderRoutes } from '../test/render';
import { calls } from '../features/projects/testing';
import { DashboardPage } from './dashboard-page';

const summary = (name: string, createdAt: string) => ({ _id: name, name, type: 'Nybyggnad', createdAt, completed: 40 });

/** The server's aggregate over an admin's 85,000 ongoing projects, as `GET dashboard` answers it. */
const FIGURES = {
  ongoingProjects: 85_000,
  activitiesByStatus: { todo: 120_000, ongoing: 3_400, done: 250_000 },
  upcoming: [
    {
      _id: 'a1',
      name: 'Slutbesiktning',
      deadline: '2020-05-04',
      status: 'ongoing',
      project: 'p1',
      projectName: 'Förskola Ängen',
    },
  ],
  budget: {
    total: 1_250_000_000,
    budgetedProjects: 61_200,
    largest: [{ _id: 'p9', name: 'Simhall Norr', budget: 310_000_000 }],
  },
};

function setup(user = makeUser(), abilities = makeAbilities()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/dashboard') return jsonResponse({ body: FIGURES });
    if (url.pathname !== '/api/v1/project') return jsonResponse({ body: {} });
    const latest = url.searchParams.get('limit') === '2';
    const result = latest
      ? [summary('Förskola Ängen', '2026-11-01T08:00:00Z'), summary('Bro Dalen', '2026-10-01T08:00:00Z')]
      : [];
    return jsonResponse({ body: { limit: 2, skip: 0, total: result.length, result } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['auth', 'session'], makeSession(user, abilities));
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard', queryClient);
  return fetchMock;
}

describe('dashboard', () => {
  it("shows the user's two latest projects: their team's, newest first", async () => {
    const fetchMock = setup();
    expect(await screen.findByText('Förskola Ängen')).toBeInTheDocument();
    expect(screen.getByText('Bro Dalen')).toBeInTheDocument();
    const latest = calls(fetchMock).find((c) => c.path === '/api/v1/project' && c.params.limit === '2');
    expect(latest?.params).toMatchObject({ query: JSON.stringify({ team: 'u1' }), sort: '-createdAt -name' });
  });

  it('shows the figures the server aggregated over all ongoing projects, not the first hundred', async () => {
    const fetchMock = setup();
    expect(await screen.findByText(/^61\s200 av 85\s000 pågående projekt har budget$/)).toBeInTheDocument();
    expect(screen.getByText('Slutbesiktning')).toBeInTheDocument();
    expect(screen.getByText('Simhall Norr')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.path === '/api/v1/project' && c.params.populate === 'activities')).toBe(
      false,
    );
  });

  it('asks nothing of the project list without an organization and shows the empty state', async () => {
    const fetchMock = setup(
      makeUser({ organization: null, isAdmin: false }),
      makeAbilities({ createProject: false, listProjects: false }),
    );
    expect(await screen.findByText('Inga projekt ännu')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock).some((c) => c.path === '/api/v1/project')).toBe(false));
  });
});
