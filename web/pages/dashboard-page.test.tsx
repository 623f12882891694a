import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { createTestQueryClient, jsonResponse, renderRoutes } from '../test/render';
import { calls } from '../features/projects/testing';
import { DashboardPage } from './dashboard-page';

const summary = (name: string, createdAt: string) => ({ _id: name, name, type: 'Nybyggnad', createdAt, completed: 40 });

function setup(user = makeUser()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/project') return jsonResponse({ body: {} });
    const latest = url.searchParams.get('limit') === '2';
    const result = latest
      ? [summary('Förskola Ängen', '2026-11-01T08:00:00Z'), summary('Bro Dalen', '2026-10-01T08:00:00Z')]
      : [];
    return jsonResponse({ body: { limit: 2, skip: 0, total: result.length, result } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['auth', 'session'], user);
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

  it('asks nothing of the project list without an organization and shows the empty state', async () => {
    const fetchMock = setup(makeUser({ organization: null, isAdmin: false }));
    expect(await screen.findByText('Inga projekt ännu')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock).some((c) => c.path === '/api/v1/project')).toBe(false));
  });
});
