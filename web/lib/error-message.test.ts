import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ApiRequestError } from './api-client';
import { MESSAGE_CATALOGS, codeOfMessage, messageOfCode } from '../../common/api/error-codes';
import { UNKNOWN_ERROR, authErrorMessage, formatAuthError, formatApiError, translateCode } from './error-message';
import i18n from './i18n';

const t = i18n.t.bind(i18n);

describe('authErrorMessage (docs/product.md point 8 mechanics)', () => {
  it("shows the server's error message first", () => {
    const error = new ApiRequestError({
      status: 401,
      message: 'x',
      serverError: 'Error logging in',
      body: '{"error":"Error logging in"}',
    });
    expect(authErrorMessage(error)).toBe('Error logging in');
  });

  it('falls back to the error itself when the server sent no message', () => {
    expect(
      authErrorMessage(new ApiRequestError({ status: 0, message: 'Failed to fetch', reason: 'Failed to fetch' })),
    ).toBe('Failed to fetch');
    expect(authErrorMessage(new Error('boom'))).toBe('boom');
  });

  it('falls back to the response body, then to "Unknown error"', () => {
    expect(
      authErrorMessage(new ApiRequestError({ status: 400, message: 'Bad Request', body: 'plain text reason' })),
    ).toBe('plain text reason');
    expect(authErrorMessage(new ApiRequestError({ status: 400, message: 'Bad Request' }))).toBe('Unknown error');
    expect(authErrorMessage(undefined)).toBe('Unknown error');
  });

  it('does not show HTML error pages as the body', () => {
    const error = new ApiRequestError({ status: 502, message: 'Bad Gateway', body: '<html><body>502</body></html>' });
    expect(authErrorMessage(error)).toBe('Server error:\nUnknown error');
  });

  it('prefixes "Server error:" and a line break from status 500', () => {
    const error = new ApiRequestError({ status: 500, message: 'x', serverError: MSG.internalError, code: 'INTERNAL' });
    expect(authErrorMessage(error)).toBe(`Server error:\n${MSG.internalError}`);
    const notYet = new ApiRequestError({ status: 499, message: 'x', serverError: 'Nope' });
    expect(authErrorMessage(notYet)).toBe('Nope');
  });
});

describe('translations of server messages', () => {
  it('translates by code, and knows no text for other codes', () => {
    expect(translateCode(t, 'EMAIL_TAKEN')).toBe('Det finns redan en användare med den e-postadressen.');
    expect(translateCode(t, 'PROJECT_NAME_TAKEN')).toBe(t('errors:project.nameTaken'));
    expect(translateCode(t, 'SOMETHING_NEW')).toBeUndefined();
  });

  it("finds every code the server sends from the errors catalog's keys, as the server does from its texts", () => {
    for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS))
      for (const [key, text] of Object.entries(messages as Record<string, string>)) {
        const code = codeOfMessage(text) as string;
        const ref = messageOfCode(code);
        const path =
          ref?.catalog === 'general'
            ? `errors:${ref.key}`
            : ref?.catalog === 'markup'
              ? `markups:errors.${ref.key}`
              : `errors:${ref?.catalog}.${ref?.key}`;
        expect(translateCode(t, code), `${catalog}.${key} ${code}`).toBe(t(path));
      }
    expect(UNKNOWN_ERROR).toBe(MSG.unknownError);
  });

  it('formats the mechanics text in the current language', async () => {
    const error = new ApiRequestError({ status: 503, message: 'x', serverError: MSG.internalError, code: 'INTERNAL' });
    expect(formatAuthError(t, error)).toBe('Serverfel:\nTyvärr, ett internt fel har uppstått.');
    await i18n.changeLanguage('en');
    expect(formatAuthError(t, error)).toBe('Server error:\nSorry, an internal error has happened.');
  });

  it('uses the fallback for other calls when the server text is unknown to the user', () => {
    const network = new ApiRequestError({ status: 0, message: 'Failed to fetch' });
    expect(formatApiError(t, network, 'passwordChangeFailed')).toMatch(/Kunde inte nå servern/);
    expect(formatApiError(t, new Error('x'), 'passwordChangeFailed')).toBe('Lösenordsbytet misslyckades');
    const wrong = new ApiRequestError({
      status: 400,
      message: 'x',
      serverError: MSG.wrongCurrentPassword,
      code: 'WRONG_CURRENT_PASSWORD',
    });
    expect(formatApiError(t, wrong, 'passwordChangeFailed')).toBe('Nuvarande lösenord är felaktigt.');
  });
});
