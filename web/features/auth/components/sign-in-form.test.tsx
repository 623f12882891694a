import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../../common/limits';
import { storeAuthError } from '../../../lib/auth-storage';
import { makeSession } from '../../../test/fixtures';
import { jsonResponse, renderPage } from '../../../test/render';
import { SignInForm } from './sign-in-form';

function renderSignIn(path = '/sign-in') {
  return renderPage(<SignInForm />, path, [
    { path: '/dashboard', element: <p>Dashboard page</p> },
    { path: '/projektdatabas', element: <p>Project database page</p> },
  ]);
}

async function fillAndSubmit(email = 'anna@example.se', secret = 'hemligt123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-post/), email);
  // E-mail first: Enter continues, and the password field has the focus once it shows.
  await user.keyboard('{Enter}');
  const password = await screen.findByLabelText(/Lösenord/);
  await waitFor(() => expect(password).toHaveFocus());
  await user.keyboard(secret);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  return user;
}

describe('SignInForm', () => {
  it('shows the required-field messages and does not call the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect(await screen.findByText('E-post är obligatoriskt')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Lösenord/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password in a second step, and goes back to change the e-mail', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse({ body: { sso: false } }));
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-post/), 'anna@example.se');
    await user.click(screen.getByRole('button', { name: 'Fortsätt' }));
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(await screen.findByText('Lösenord är obligatoriskt')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-post/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/E-post/)).toHaveAttribute('autocomplete', 'username webauthn');
    expect(screen.getByLabelText(/Lösenord/)).toHaveAttribute('autocomplete', 'current-password');
    // Only the domain was asked about.
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([
      expect.stringContaining('/auth/sso/lookup?email=x%40example.se'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Byt e-post' }));
    expect(screen.queryByLabelText(/Lösenord/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-post/)).not.toHaveAttribute('readonly');
  });

  it('validates the e-mail while typing', async () => {
    renderSignIn();
    await userEvent.setup().type(screen.getByLabelText(/E-post/), 'anna@');
    expect(await screen.findByText('E-post måste vara en giltlig email')).toBeInTheDocument();
  });

  it('signs in, stores the token and follows ?redirect', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ body: { success: true, api_token: 'tok-1', ...makeSession() } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn('/sign-in?redirect=%2Fprojektdatabas');
    await fillAndSubmit();
    expect(await screen.findByText('Project database page')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    // The e-mail's domain was asked about first (single sign-on); then the password signed in.
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    const [url, init] = calls.find(([u]) => u === '/api/v1/auth/login') ?? ['', {}];
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'anna@example.se', password: 'hemligt123' });
  });

  it('ignores a redirect to another site', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ body: { success: true, api_token: 't', ...makeSession() } }));
    renderSignIn('/sign-in?redirect=%2F%2Fevil.example');
    await fillAndSubmit();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows "Error logging in" with a try-again on wrong credentials', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ status: 401, body: { success: false, error: 'Error logging in', code: 'INVALID_CREDENTIALS' } }),
    );
    renderSignIn();
    const user = await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fel vid inloggning');
    expect(alert).toHaveTextContent('Kontrollera e-postadressen och lösenordet');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Lösenord/)).toHaveValue('');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('prefixes server faults with "Serverfel:" and translates known messages', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        status: 500,
        body: { success: false, error: 'Sorry, an internal error has happened.', code: 'INTERNAL' },
      }),
    );
    renderSignIn();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serverfel: Tyvärr, ett internt fel har uppstått.');
  });

  it('explains why the previous session ended', async () => {
    storeAuthError({ code: 'UNAUTHORIZED', text: 'Unauthorized' });
    renderSignIn();
    expect(await screen.findByText('Du har loggats ut')).toBeInTheDocument();
    expect(screen.getByText(/Din session har gått ut/)).toBeInTheDocument();
  });

  it("goes to the organization's sign-in, without a password step, when the domain uses single sign-on", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse({ body: url.includes('/auth/sso/lookup') ? { sso: true, organizationName: 'Kommunen' } : {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignIn('/sign-in?redirect=%2Fbyggfiler');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-post/), 'eva@kommun.se{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual([
      expect.stringContaining('/auth/sso/lookup?email=x%40kommun.se'),
    ]);
    // The browser is on its way to the provider (jsdom does not navigate): no password is asked for.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByLabelText(/Lösenord/)).not.toBeInTheDocument();
  });

  it('says why a sign-in through the organization failed', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ body: { sso: false } }));
    renderSignIn('/sign-in?sso_error=SSO_ACCOUNT_ELSEWHERE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inloggningen via organisationen misslyckades');
    expect(alert).toHaveTextContent('Logga in med ditt lösenord i stället');
  });
});
