import { TOKEN_STORAGE_KEY } from '../../common/limits';

/** Why the last session ended (e.g. a rejected token), shown once on the sign-in page. */
const AUTH_ERROR_KEY = 'byggarkiv.auth_error';

/** Storage can throw (private mode, disabled cookies); the app must keep working without it. */
function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function getToken(): string | null {
  return safely(() => window.localStorage.getItem(TOKEN_STORAGE_KEY), null);
}

export function setToken(token: string): void {
  safely(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, token), undefined);
}

export function clearToken(): void {
  safely(() => window.localStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
}

/** Why the session ended: the server's code (to translate) and its text (shown when no code is known). */
export interface AuthNotice {
  code?: string;
  text: string;
}

export function storeAuthError(notice: AuthNotice): void {
  safely(() => window.sessionStorage.setItem(AUTH_ERROR_KEY, JSON.stringify(notice)), undefined);
}

export function readAuthError(): AuthNotice | null {
  return safely(() => {
    const stored = window.sessionStorage.getItem(AUTH_ERROR_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<AuthNotice>;
    return typeof parsed.text === 'string' ? { code: parsed.code, text: parsed.text } : null;
  }, null);
}

/** Called once the reason has been shown, so it is not shown again. */
export function clearAuthError(): void {
  safely(() => window.sessionStorage.removeItem(AUTH_ERROR_KEY), undefined);
}
