import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../common/messages';
import { makeSession, makeUser } from '../../../test/fixtures';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { deleteAllSelected } from '../../../test/bulk-delete';
import { calls, makeRow } from '../testing';
import { ProjectDatabase } from './project-database';

function setup({ total = 2, status = 200 }: { total?: number; status?: number } = {}) {
  const rows = [
    makeRow(),
    makeRow({
      _id: 'p2',
      name: 'Brf Solgläntan',
      abilities: { update: false, delete: false, manageContent: false, share: false, readAudit: false },
    }),
  ];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/taxonomies'))
      return jsonResponse({
        body: {
          name: 'x',
          values: url.searchParams.get('name') === 'sectors' ? ['Bostäder'] : ['Nybyggnad', 'Ombyggnad'],
        },
      });
    if (url.pathname.endsWith('/delete_projects_bulk'))
      return jsonResponse({ body: { success: true, deletedCount: 1 } });
    if (init?.method === 'PATCH') return jsonResponse({ body: { projects: ['p1'], files: [] } });
    if (status !== 200)
      return jsonResponse({ status, body: { success: false, error: MSG.notOrgMember, code: 'NOT_ORG_MEMBER' } });
    return jsonResponse({ body: { limit: 50, skip: Number(url.searchParams.get('skip')), total, result: rows } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoutes([{ path: '/projektdatabas', element: <ProjectDatabase /> }], '/projektdatabas');
  view.queryClient.setQueryData(['auth', 'session'], makeSession(makeUser()));
  const listCalls = () => calls(fetchMock).filter((c) => c.path === '/api/v1/project');
  const lastQuery = () => JSON.parse(listCalls().at(-1)?.params.query ?? '{}') as unknown;
  return { ...view, fetchMock, listCalls, lastQuery };
}

describe('ProjectDatabase', () => {
  it('lists ongoing projects newest first, 50 a page, with the total', async () => {
    const { listCalls } = setup({ total: 1234 });
    expect(await screen.findByRole('link', { name: 'Kv. Björken' })).toHaveAttribute('href', '/projekt/p1');
    expect(listCalls()[0]?.params).toMatchObject({
      query: '{"archived":false}',
      sort: '-createdAt -name',
      skip: '0',
      limit: '50',
    });
    expect(screen.getByText('Visar 1–50 av 1 234')).toBeInTheDocument();
  });

  it('sends the search as search= (debounced) beside the filters, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { lastQuery, router, listCalls } = setup();
    await screen.findByRole('link', { name: 'Kv. Björken' });
    await user.type(screen.getByRole('searchbox', { name: 'Sök projekt' }), 'Björk (2');
    await waitFor(() => expect(listCalls().at(-1)?.params.search).toBe('Björk (2'));
    expect(lastQuery()).toEqual({ archived: false });
    // Typing does not send a call per keystroke.
    expect(listCalls().length).toBeLessThan(4);
    await user.click(screen.getByRole('radio', { name: 'Arkiverade' }));
    await user.click(screen.getByRole('combobox', { name: 'Projekttyp' }));
    await user.click(await screen.findByRole('option', { name: 'Ombyggnad' }));
    await waitFor(() => expect(JSON.stringify(lastQuery())).toContain('{"type":"Ombyggnad"}'));
    expect(JSON.stringify(lastQuery())).toContain('{"archived":true}');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ q: 'Björk (2', status: 'archived', type: 'Ombyggnad' });
  });

  it('sorts by a column header and pages', async () => {
    const user = userEvent.setup();
    const { listCalls } = setup({ total: 120 });
    await screen.findByRole('link', { name: 'Kv. Björken' });
    await user.click(screen.getByRole('button', { name: /Projektnamn/ }));
    await waitFor(() => expect(listCalls().at(-1)?.params.sort).toBe('name'));
    expect(screen.getByRole('columnheader', { name: /Projektnamn/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ skip: '50', sort: 'name' }));
  });

  it('bookmarks a row at once', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await screen.findByRole('link', { name: 'Kv. Björken' });
    const star = screen.getByRole('button', { name: 'Bokmärk Kv. Björken' });
    await user.click(star);
    expect(await screen.findByRole('button', { name: 'Ta bort bokmärket för Kv. Björken' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const patch = calls(fetchMock).find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({
      path: '/api/v1/user/u1',
      params: { action: 'addBookmarks' },
      body: { projects: ['p1'] },
    });
  });

  it('deletes the selected projects after confirmation; only deletable rows can be selected', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup();
    await screen.findByRole('link', { name: 'Kv. Björken' });
    expect(screen.queryByRole('checkbox', { name: 'Markera Brf Solgläntan' })).not.toBeInTheDocument();
    await deleteAllSelected(user, fetchMock, {
      selectAll: 'Markera alla projekt på sidan',
      dialog: 'Ta bort 1 projekt?',
      confirm: 'Ta bort projektet',
      done: '1 projekt har tagits bort',
      path: '/api/v1/delete_projects_bulk',
      ids: ['p1'],
    });
  });

  it('explains what to do without an organization', async () => {
    setup({ status: 403 });
    expect(await screen.findByText('Du tillhör ingen organisation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till Min organisation' })).toHaveAttribute('href', '/my-organization');
  });
});
