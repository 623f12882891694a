import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordResetNewPage } from '../../../pages/password-reset-new-page';
import { jsonResponse, renderPage } from '../../../test/render';

const PASSWORD = /^Nytt lösenord\s*\*?$/;

function renderWithToken(path = '/password-reset-new?token=abc123') {
  return renderPage(<PasswordResetNewPage />, path, [
    { path: '/sign-in', element: <p>Sign-in page</p> },
    { path: '/password-reset', element: <p>Request page</p> },
  ]);
}

describe('PasswordResetNewForm', () => {
  it('says "Passwords must match" in Swedish when the confirmation differs', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithToken();
    await user.type(screen.getByLabelText(PASSWORD), 'Sommar2026!');
    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'Sommar2025!');
    expect(await screen.findByText('Lösenorden måste matcha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Spara nytt lösenord/ }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and goes to sign-in on success', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ body: { success: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithToken();
    await user.type(screen.getByLabelText(PASSWORD), 'Sommar2026!');
    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'Sommar2026!');
    await user.click(screen.getByRole('button', { name: /Spara nytt lösenord/ }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(await screen.findByText('Lösenordet är ändrat')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/reset_password');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123', password: 'Sommar2026!' });
  });

  it('shows "Sorry, an error happened." in Swedish with a new-link offer on 400', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ status: 400, body: { success: false, error: 'The reset link is invalid or has expired.' } }),
    );
    const user = userEvent.setup();
    renderWithToken();
    await user.type(screen.getByLabelText(PASSWORD), 'Sommar2026!');
    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'Sommar2026!');
    await user.click(screen.getByRole('button', { name: /Spara nytt lösenord/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tyvärr, ett fel uppstod.');
    await user.click(screen.getByRole('link', { name: 'Begär en ny länk' }));
    expect(await screen.findByText('Request page')).toBeInTheDocument();
  });

  it('explains a link without a token and disables saving', () => {
    renderWithToken('/password-reset-new');
    expect(screen.getByRole('alert')).toHaveTextContent('Länken är ogiltig');
    expect(screen.getByRole('button', { name: /Spara nytt lösenord/ })).toBeDisabled();
  });
});
