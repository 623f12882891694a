import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAbilities, makeSession, makeUser } from '../../../test/fixtures';
import { jsonResponse, renderPage } from '../../../test/render';
import { SignUpWizard } from './sign-up-wizard';

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /Nästa/ }));

async function fillPersonal(user: UserEvent) {
  await user.type(await screen.findByLabelText(/Förnamn/), 'Anna');
  await user.type(screen.getByLabelText(/Efternamn/), 'Svensson');
  await user.type(screen.getByLabelText(/E-post/), 'anna@example.se');
}

// The meter loads zxcvbn's dictionaries once a password is typed: seconds of work in jsdom, shared by the tests.
vi.setConfig({ testTimeout: 60_000 });

describe('SignUpWizard', () => {
  it('requires an account type before moving on', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await next(user);
    expect(await screen.findByText('Kontotyp är obligatoriskt')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Begränsad funktionalitet/ }));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Om dig' })).toBeInTheDocument();
  });

  it('validates the personal step with the docs/product.md point 5 texts', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await user.click(screen.getByRole('radio', { name: /Full funktionalitet/ }));
    await next(user);
    await next(user);
    expect(await screen.findByText('Förnamn är obligatoriskt')).toBeInTheDocument();
    expect(screen.getByText('Efternamn är obligatoriskt')).toBeInTheDocument();
    expect(screen.getByText('E-post är obligatoriskt')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-post/), 'not-an-email');
    expect(await screen.findByText('E-post måste vara en giltlig email')).toBeInTheDocument();
  });

  it('requires a name when requesting a new organization', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await user.click(screen.getByRole('radio', { name: /Full funktionalitet/ }));
    await next(user);
    await fillPersonal(user);
    await user.click(screen.getByRole('radio', { name: /Begär en ny organisation/ }));
    await next(user);
    expect(await screen.findByText('Organisationens namn är obligatoriskt')).toBeInTheDocument();
  });

  it('meters the password, checks the confirmation and the terms, then registers', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        status: 201,
        body: {
          success: true,
          api_token: 'tok',
          ...makeSession(
            makeUser({ organization: null }),
            makeAbilities({ createProject: false, listProjects: false, createOrganization: true }),
          ),
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await user.click(screen.getByRole('radio', { name: /Full funktionalitet/ }));
    await next(user);
    await fillPersonal(user);
    await next(user);

    const password = await screen.findByLabelText(/^Lösenord\s*\*?$/);
    await user.type(password, 'abc');
    expect(screen.getByText('Svagt')).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Krav för ett starkt lösenord' });
    expect(within(checklist).getByText(/Minst 8 tecken/)).toHaveTextContent('inte uppfyllt');
    await user.type(password, 'DEF12!');
    // Fair: until zxcvbn's dictionaries have loaded the meter goes no higher, and zxcvbn calls it fair too.
    expect(screen.getByText('Medel')).toBeInTheDocument();
    expect(within(checklist).getByText(/Minst 8 tecken/)).toHaveTextContent('– uppfyllt');

    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'something else');
    expect(await screen.findByText('Lösenorden måste matcha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Skapa konto/ }));
    expect(await screen.findByText('Du måste godkänna användarvillkoren.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Bekräfta lösenord/));
    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'abcDEF12!');
    await user.click(screen.getByRole('checkbox', { name: /användarvillkor/ }));
    await user.click(screen.getByRole('button', { name: /Skapa konto/ }));

    expect(await screen.findByRole('heading', { name: 'Välkommen till Byggarkiv, Anna!' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'anna@example.se',
      password: 'abcDEF12!',
      firstName: 'Anna',
      lastName: 'Svensson',
      userType: 'full',
      acceptTerms: true,
    });
  });

  it('goes back with the Back button and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await user.click(screen.getByRole('radio', { name: /Begränsad funktionalitet/ }));
    await next(user);
    await user.type(await screen.findByLabelText(/Förnamn/), 'Anna');
    await user.click(screen.getByRole('button', { name: /Tillbaka/ }));
    expect(screen.getByRole('radio', { name: /Begränsad funktionalitet/ })).toBeChecked();
    await next(user);
    expect(screen.getByLabelText(/Förnamn/)).toHaveValue('Anna');
  });

  it('shows a taken e-mail translated and offers to change it', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        status: 409,
        body: { success: false, error: 'A user with that email already exists.', code: 'EMAIL_TAKEN' },
      }),
    );
    const user = userEvent.setup();
    renderPage(<SignUpWizard />, '/sign-up');
    await user.click(screen.getByRole('radio', { name: /Full funktionalitet/ }));
    await next(user);
    await fillPersonal(user);
    await next(user);
    await user.type(await screen.findByLabelText(/^Lösenord\s*\*?$/), 'abcDEF12!');
    await user.type(screen.getByLabelText(/Bekräfta lösenord/), 'abcDEF12!');
    await user.click(screen.getByRole('checkbox', { name: /användarvillkor/ }));
    await user.click(screen.getByRole('button', { name: /Skapa konto/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fel vid registrering av användare');
    expect(alert).toHaveTextContent('Det finns redan en användare med den e-postadressen.');
    await user.click(within(alert).getByRole('button', { name: 'Ändra e-postadress' }));
    expect(await screen.findByLabelText(/E-post/)).toHaveAccessibleDescription(
      'Det finns redan en användare med den e-postadressen.',
    );
  });
});
