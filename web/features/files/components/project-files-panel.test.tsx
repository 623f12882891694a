import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { calls, makeDrawing, makeFile } from '../testing';
import { ProjectFilesPanel } from './project-files-panel';

function setup(manageContent: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.searchParams.get('distinct')) return jsonResponse({ body: [] });
    const result = url.pathname.endsWith('/drawingfile') ? [makeDrawing()] : [makeFile()];
    return jsonResponse({ body: { limit: 50, skip: 0, total: 1, result } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes(
    [
      {
        path: '/projekt/:id/filer',
        element: (
          <ProjectFilesPanel
            projectId="p1"
            projectName="Kv. Björken"
            abilities={{ manageContent }}
            ShareDialog={() => null}
          />
        ),
      },
    ],
    '/projekt/p1/filer',
  );
  view.queryClient.setQueryData(['auth', 'session'], makeUser());
  const lists = () =>
    calls(fetchMock).filter((c) => !c.params.distinct && /(constructionfile|drawingfile)$/.test(c.path));
  return { ...view, lists };
}

describe('ProjectFilesPanel', () => {
  it("shows the project's construction files and drawings, with upload for those who manage its content", async () => {
    const user = userEvent.setup();
    const { lists, router } = setup(true);
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(lists()[0]).toMatchObject({ path: '/api/v1/constructionfile', params: { query: '{"project":"p1"}' } });
    expect(screen.queryByRole('columnheader', { name: 'Projekt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda upp' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ritningar' }));
    await screen.findByRole('button', { name: 'A-40-1-001 Plan 1' });
    await waitFor(() =>
      expect(lists().at(-1)).toMatchObject({ path: '/api/v1/drawingfile', params: { query: '{"project":"p1"}' } }),
    );
    expect(router.state.location.search).toBe('?visa=ritningar');
  });

  it('offers no upload to readers', async () => {
    setup(false);
    await screen.findByRole('button', { name: 'Kontrollplan PBL' });
    expect(screen.queryByRole('button', { name: 'Ladda upp' })).not.toBeInTheDocument();
  });
});
