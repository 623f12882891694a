import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render';
import { calls } from '../../files/testing';
import type { ShareLink } from '../api/sharing';
import { ShareLinkModal } from './share-link-modal';

function link(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    project: 'p1',
    resourceType: 'files',
    createdAt: '2026-01-15T10:00:00.000Z',
    createdBy: { _id: 'u1', firstName: 'Anna', lastName: 'Berg' },
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: '2026-01-20T08:30:00.000Z',
    useCount: 7,
    status: 'active',
    ...overrides,
  };
}

function setup({ createStatus = 201 } = {}) {
  let links = [
    link(),
    link({ _id: '22222222-2222-4222-8222-222222222222', status: 'revoked', useCount: 0, lastUsedAt: null }),
  ];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/create_share_link')) {
      if (createStatus !== 201)
        return jsonResponse({ status: createStatus, body: { success: false, error: 'Public link not created' } });
      const created = link({ _id: '33333333-3333-4333-8333-333333333333', useCount: 0, lastUsedAt: null });
      links = [created, ...links];
      return jsonResponse({
        status: 201,
        body: { success: true, shareToken: 'tok', url: '/shared/projekt/p1?shareToken=tok', link: created },
      });
    }
    if (init?.method === 'DELETE') {
      links = links.map((l) => (url.pathname.endsWith(l._id) ? { ...l, status: 'revoked' as const } : l));
      return jsonResponse({ body: links[0] });
    }
    return jsonResponse({ body: links });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderPage(<ShareLinkModal projectId="p1" opened onClose={() => undefined} />);
  return { fetchMock };
}

describe('ShareLinkModal', () => {
  it('lists the links with use and status, creates one with an expiry and shows its full url once', async () => {
    const { fetchMock } = setup();
    expect(await screen.findAllByText('Anna Berg')).toHaveLength(2);
    const [, active, revoked] = screen.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByText('7')).toBeInTheDocument();
    expect(within(active).getByText('Aktiv')).toBeInTheDocument();
    expect(within(revoked).getByText('Återkallad')).toBeInTheDocument();
    expect(within(revoked).getByText('Inte använd')).toBeInTheDocument();

    const user = userEvent.setup();
    // The expiry is picked in the calendar: the last selectable day of the month it opens on.
    await user.click(screen.getByLabelText(/Går ut/));
    const days = (await screen.findAllByRole('button')).filter(
      (b) =>
        b.classList.contains('mantine-DatePickerInput-day') &&
        !b.hasAttribute('data-outside') &&
        !b.hasAttribute('disabled') &&
        !b.hasAttribute('data-disabled'),
    );
    const lastDay = days.at(-1);
    if (!lastDay) throw new Error('no selectable day in the calendar');
    await user.click(lastDay);
    await user.click(screen.getByRole('button', { name: 'Skapa länk' }));
    const field = await screen.findByDisplayValue(`${window.location.origin}/shared/projekt/p1?shareToken=tok`);
    expect(field).toBeInTheDocument();
    expect(screen.getByText(/visas bara nu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiera' })).toBeInTheDocument();
    const body = calls(fetchMock).find((c) => c.path.endsWith('/create_share_link'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ projectId: 'p1', resourceType: 'files' });
    expect(new Date(String(body.expiresAt)).getTime()).toBeGreaterThan(Date.now());
  });

  it('revokes an active link after confirmation', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Återkalla länk' }));
    await user.click(screen.getByRole('button', { name: 'Återkalla' }));
    await waitFor(() =>
      expect(
        calls(fetchMock).some(
          (c) => c.method === 'DELETE' && c.path.endsWith('/share_link/11111111-1111-4111-8111-111111111111'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Länken är återkallad')).toBeInTheDocument();
  });

  it('says so when the link could not be created', async () => {
    setup({ createStatus: 500 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skapa länk' }));
    expect(await screen.findByText('Länken kunde inte skapas')).toBeInTheDocument();
  });
});
