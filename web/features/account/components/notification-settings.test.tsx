import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, renderPage } from '../../../test/render';
import { NotificationSettings } from './notification-settings';

describe('NotificationSettings', () => {
  it('turns the deadline mails off with PUT user/{id} { notifyDeadlines: false }', async () => {
    const user = makeUser();
    const fetchMock = vi.fn(async () => jsonResponse({ body: { ...user, notifyDeadlines: false } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<NotificationSettings user={user} />);
    const toggle = screen.getByRole('switch', { name: /Påminnelser om deadlines/ });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/api/v1/user/${user._id}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ notifyDeadlines: false });
    expect(await screen.findByText('Påminnelserna om deadlines är avstängda')).toBeInTheDocument();
  });
});
