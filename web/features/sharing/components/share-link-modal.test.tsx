import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../../common/format';
import { SHARE_LINK_MAX_DAYS } from '../../../../common/limits';
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

/** What the stubbed server answers as the new link's expiry. */
const CREATED_EXPIRY = '2026-03-01T22:59:59.000Z';

function setup({
  createStatus = 201,
  links: initial = [
    link(),
    link({ _id: '22222222-2222-4222-8222-222222222222', status: 'revoked', useCount: 0, lastUsedAt: null }),
  ],
}: { createStatus?: number; links?: ShareLink[] } = {}) {
  let links = initial;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/create_share_link')) {
      if (createStatus !== 201)
        return jsonResponse({ status: createStatus, body: { success: false, error: 'Public link not created' } });
      const created = link({
        _id: '33333333-3333-4333-8333-333333333333',
        useCount: 0,
        lastUsedAt: null,
        expiresAt: CREATED_EXPIRY,
      });
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

/** The body of the create call the modal sent. */
function createdWith(fetchMock: ReturnType<typeof setup>['fetchMock']): Record<string, unknown> {
  return calls(fetchMock).find((c) => c.path.endsWith('/create_share_link'))?.body as Record<string, unknown>;
}

/** The end of the local day `days` from today, as the modal sends and shows it. */
function endOfDayIn(days: number): Date {
  const day = new Date();
  day.setDate(day.getDate() + days);
  day.setHours(23, 59, 59, 0);
  return day;
}

describe('ShareLinkModal', () => {
  it('lists the links with use and status, creates one ending in 30 days by default and shows its url once', async () => {
    const { fetchMock } = setup();
    expect(await screen.findAllByText('Anna Berg')).toHaveLength(2);
    const [, active, revoked] = screen.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByText('7')).toBeInTheDocument();
    expect(within(active).getByText('Aktiv')).toBeInTheDocument();
    expect(within(revoked).getByText('Återkallad')).toBeInTheDocument();
    expect(within(revoked).getByText('Inte använd')).toBeInTheDocument();

    // Chosen before anything is touched, and the day it ends is shown (sv-SE, as everywhere).
    const lifetime = screen.getByRole('radiogroup', { name: 'Länken gäller i' });
    expect(within(lifetime).getByRole('radio', { name: '30 dagar' })).toBeChecked();
    const ends = `Länken fungerar till och med ${formatLongDate(endOfDayIn(30))}.`;
    expect(screen.getByText(ends)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Skapa länk' }));
    const field = await screen.findByDisplayValue(`${window.location.origin}/shared/projekt/p1?shareToken=tok`);
    expect(field).toBeInTheDocument();
    expect(screen.getByText(/visas bara nu/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiera' })).toBeInTheDocument();
    const body = createdWith(fetchMock);
    expect(body).toMatchObject({ projectId: 'p1', resourceType: 'files' });
    expect(new Date(String(body.expiresAt)).getTime()).toBe(endOfDayIn(30).getTime());
    // The answer's expiry is repeated under the new link.
    const answerDay = `Länken fungerar till och med ${formatLongDate(CREATED_EXPIRY)}.`;
    expect(within(field.closest('[role="alert"]') as HTMLElement).getByText(answerDay)).toBeInTheDocument();
  });

  it('changes the lifetime with one click, or to a date of one’s own within the year', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '7 dagar' }));
    expect(screen.getByText(`Länken fungerar till och med ${formatLongDate(endOfDayIn(7))}.`)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Eget datum' }));
    expect(screen.getByText('Välj den sista dagen länken ska fungera.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa länk' })).toBeDisabled();
    // The date is picked in the calendar: the last selectable day of the month it opens on.
    await user.click(screen.getByLabelText(/Sista dag/));
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
    await screen.findByDisplayValue(`${window.location.origin}/shared/projekt/p1?shareToken=tok`);
    const expiresAt = new Date(String(createdWith(fetchMock).expiresAt)).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(endOfDayIn(SHARE_LINK_MAX_DAYS).getTime());
  });

  it('shows a link whose creator may no longer share as such, and lets it be revoked', async () => {
    setup({ links: [link({ status: 'orphaned' })] });
    const [, orphaned] = (await screen.findAllByRole('row')) as [HTMLElement, HTMLElement];
    expect(within(orphaned).getByText('Skaparen saknar behörighet')).toBeInTheDocument();
    expect(within(orphaned).getByRole('button', { name: 'Återkalla länk' })).toBeInTheDocument();
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
