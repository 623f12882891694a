import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Markup } from '../../../../entities/file/markup-types';
import { makeUser } from '../../../../test/fixtures';
import { jsonResponse, renderPage } from '../../../../test/render';
import { calls } from '../../testing';
import type { PageView } from './markup-layer';
import { MarkupWorkspace } from './markup-workspace';

/** A page 600 × 800 points shown at half size, unturned: pixel (x, y) is point (2x, 800 − 2y). */
const VIEW: PageView = {
  width: 300,
  height: 400,
  scale: 0.5,
  transform: [0.5, 0, 0, -0.5, 0, 400],
  convertToPdfPoint: (x, y) => [x * 2, 800 - y * 2],
  convertToViewportPoint: (x, y) => [x / 2, (800 - y) / 2],
};

const anna = { _id: 'u1', firstName: 'Anna', lastName: 'Svensson' };
const erik = { _id: 'u2', firstName: 'Erik', lastName: 'Berg' };

function markup(overrides: Partial<Markup> = {}): Markup {
  return {
    _id: 'm1',
    file: 'd1',
    fileKind: 'drawingfile',
    revisionId: 'r1',
    revision: 'A',
    page: 1,
    kind: 'cloud',
    geometry: { x: 100, y: 100, w: 200, h: 100 },
    color: '#e03131',
    text: 'Kontrollera måttet',
    visibility: 'published',
    resolved: false,
    author: erik,
    review: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    replies: [],
    abilities: { edit: false, delete: false, resolve: true },
    ...overrides,
  };
}

function setup(list: Markup[]) {
  let created = 0;
  const deleted: Markup[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === 'GET') return jsonResponse({ body: { limit: 5000, skip: 0, total: list.length, result: list } });
    if (method === 'POST' && url.pathname.endsWith('/restore')) {
      const id = url.pathname.split('/').at(-2);
      const back = deleted.find((m) => m._id === id) as Markup;
      list.push(back);
      return jsonResponse({ body: back });
    }
    if (method === 'POST' && url.pathname.endsWith('/replies'))
      return jsonResponse({
        status: 201,
        body: { _id: 'r9', text: body.text, author: anna, createdAt: '2026-11-27T10:00:00.000Z' },
      });
    if (method === 'POST') {
      const made = markup({
        ...(body as Partial<Markup>),
        _id: `new${++created}`,
        author: anna,
        abilities: { edit: true, delete: true, resolve: true },
      });
      list.push(made);
      return jsonResponse({ status: 201, body: made });
    }
    if (method === 'PATCH') {
      const at = list.findIndex((m) => m._id === url.pathname.split('/').pop());
      list[at] = { ...(list[at] as Markup), ...body, updatedAt: new Date().toISOString() };
      return jsonResponse({ body: list[at] });
    }
    if (method === 'DELETE') {
      const at = list.findIndex((m) => m._id === url.pathname.split('/').pop());
      deleted.push(...list.splice(at, 1));
    }
    return jsonResponse({ body: { success: true } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const stage = createRef<HTMLDivElement>();
  const view = renderPage(
    <MarkupWorkspace target={{ kind: 'drawing', fileId: 'd1' }} page={1} view={VIEW} open stage={stage}>
      {(layer) => <div style={{ position: 'relative' }}>{layer}</div>}
    </MarkupWorkspace>,
  );
  view.queryClient.setQueryData(['auth', 'session'], { user: makeUser({ _id: 'u1' }) });
  const sent = (method: string) => calls(fetchMock).filter((call) => call.method === method);
  return { ...view, sent };
}

describe('MarkupWorkspace', () => {
  it("lists the page's markups, draws them in PDF points, and filters them", async () => {
    const user = userEvent.setup();
    setup([
      markup(),
      markup({
        _id: 'm2',
        kind: 'pin',
        geometry: { x: 50, y: 50 },
        text: '',
        author: anna,
        visibility: 'private',
        abilities: { edit: true, delete: true, resolve: true },
      }),
    ]);
    const rows = await screen.findAllByTestId('markup-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Kontrollera måttet');
    expect(rows[1]).toHaveTextContent('Nål');
    expect(rows[1]).toHaveTextContent('Privat');
    // One group carries the page's transform; the markups inside are in points.
    const layer = screen.getByTestId('markup-layer');
    expect(layer.querySelector('g')?.getAttribute('transform')).toBe('matrix(0.5 0 0 -0.5 0 400)');
    expect(layer.querySelector('[data-markup="m1"]')?.getAttribute('d')).toMatch(/^M100 100A/);
    await user.click(screen.getByRole('radio', { name: 'Mina' }));
    await waitFor(() => expect(screen.getAllByTestId('markup-row')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Publicerade' }));
    await waitFor(() => expect(screen.getByTestId('markup-row')).toHaveTextContent('Kontrollera måttet'));
  });

  it('draws a rectangle with the pointer, stores it in PDF points, writes its text, publishes it and undoes', async () => {
    const user = userEvent.setup();
    const { sent } = setup([]);
    await screen.findByText(/Inga markeringar på den här sidan/);
    await user.click(screen.getByRole('button', { name: 'Rektangel' }));
    const layer = screen.getByTestId('markup-layer');
    fireEvent.pointerDown(layer, { clientX: 10, clientY: 20, pointerId: 1, button: 0 });
    fireEvent.pointerMove(layer, { clientX: 60, clientY: 70, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 60, clientY: 70, pointerId: 1 });
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({
      path: '/api/v1/drawingfile/d1/markups',
      body: { kind: 'rectangle', page: 1, geometry: { x: 20, y: 660, w: 100, h: 100 }, visibility: 'private' },
    });
    const details = await screen.findByTestId('markup-details');
    await user.type(within(details).getByLabelText('Kommentar'), 'Fel höjd');
    await user.click(within(details).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(sent('PATCH')[0]).toMatchObject({ path: '/api/v1/markup/new1', body: { text: 'Fel höjd' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Publicera' }));
    await waitFor(() => expect(sent('PATCH')[1]).toMatchObject({ body: { visibility: 'published' } }));
    // Undo takes the last step back first: the markup is private again.
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(sent('PATCH')[2]).toMatchObject({ body: { visibility: 'private' } }));
  });

  it("replies to another's markup and resolves it, and offers no editing of it", async () => {
    const user = userEvent.setup();
    const { sent } = setup([markup()]);
    await user.click(await screen.findByTestId('markup-row'));
    const details = await screen.findByTestId('markup-details');
    expect(within(details).queryByLabelText('Kommentar')).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Ta bort' })).not.toBeInTheDocument();
    await user.type(within(details).getByLabelText('Svara'), 'Åtgärdat i rev B');
    await user.click(within(details).getByRole('button', { name: 'Skicka svar' }));
    await waitFor(() =>
      expect(sent('POST')[0]).toMatchObject({ path: '/api/v1/markup/m1/replies', body: { text: 'Åtgärdat i rev B' } }),
    );
    expect(await screen.findByText('Åtgärdat i rev B')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Löst' }));
    await waitFor(() =>
      expect(sent('PATCH')[0]).toMatchObject({ path: '/api/v1/markup/m1', body: { resolved: true } }),
    );
  });

  it('deletes the selected own markup with the Delete key, and the toolbar is reached with the keyboard', async () => {
    const user = userEvent.setup();
    const own = markup({ author: anna, abilities: { edit: true, delete: true, resolve: true } });
    const { sent } = setup([own]);
    await user.click(await screen.findByTestId('markup-row'));
    const layer = screen.getByTestId('markup-layer');
    layer.focus();
    fireEvent.keyDown(layer, { key: 'Delete' });
    await waitFor(() => expect(sent('DELETE')[0]).toMatchObject({ path: '/api/v1/markup/m1' }));
    await waitFor(() => expect(screen.queryByTestId('markup-row')).not.toBeInTheDocument());
    const toolbar = screen.getByRole('toolbar', { name: 'Markeringsverktyg' });
    within(toolbar).getByRole('button', { name: 'Markera och flytta' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Moln' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(toolbar).getByRole('button', { name: 'Moln' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes a delete by restoring the same markup, replies and all, and then undoes its earlier change', async () => {
    const user = userEvent.setup();
    const own = markup({
      author: anna,
      abilities: { edit: true, delete: true, resolve: true },
      replies: [{ _id: 'r1', text: 'Stämmer', author: erik, createdAt: '2026-11-21T10:00:00.000Z' }],
    });
    const { sent } = setup([own]);
    await user.click(await screen.findByTestId('markup-row'));
    const details = await screen.findByTestId('markup-details');
    await user.clear(within(details).getByLabelText('Kommentar'));
    await user.type(within(details).getByLabelText('Kommentar'), 'Fel höjd');
    await user.click(within(details).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const layer = screen.getByTestId('markup-layer');
    layer.focus();
    fireEvent.keyDown(layer, { key: 'Delete' });
    await waitFor(() => expect(screen.queryByTestId('markup-row')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(sent('POST')[0]).toMatchObject({ path: '/api/v1/markup/m1/restore' }));
    expect(sent('POST')).toHaveLength(1);
    expect(await screen.findByTestId('markup-row')).toHaveTextContent('Fel höjd');
    expect(await screen.findByText('Stämmer')).toBeInTheDocument();
    // The step before the delete still names the markup by its one id.
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    await waitFor(() =>
      expect(sent('PATCH')[1]).toMatchObject({ path: '/api/v1/markup/m1', body: { text: 'Kontrollera måttet' } }),
    );
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeDisabled();
  });
});
