import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../common/limits';
import i18n, { storedLanguage } from '../lib/i18n';
import { NotFoundPage } from '../pages/not-found-page';
import { openDeferred } from '../test/open-deferred';
import { renderPage } from '../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('switches to English, translates the page and remembers the choice', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <LanguageSwitch />
        <NotFoundPage />
      </>,
    );
    expect(screen.getByText('Det finns inget här')).toBeInTheDocument();
    const english = await openDeferred(
      user,
      () => screen.getByRole('button', { name: /Byt språk/ }),
      () => screen.getByRole('menuitem', { name: 'English' }),
    );
    await user.click(english);

    expect(await screen.findByText("There's nothing here")).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: /Change language/ })).toHaveTextContent('EN');
  });

  it('falls back to Swedish for an unknown stored value', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('sv');
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('sv'));
  });
});
