import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n, { loadLanguage } from '../lib/i18n';

await Promise.all([loadLanguage('sv'), loadLanguage('en')]);

// Pages, dialogs and menus load their code when first shown (as in the app); the first such import in a test
// run is transformed on demand, which on a busy machine can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
});

// Two kinds of console errors fail the test, as jsdom and the browser would otherwise pass over them silently:
// React's warnings that a prop reached a DOM element (a deferred part's onDeactivate once reached an input),
// and a text the catalogs do not have (lib/i18n.ts says so; it would show as its key).
const FAILING_CONSOLE_ERROR =
  /Unknown event handler property|React does not recognize the|Invalid DOM property|for a non-boolean attribute|^Missing text /;
let consoleProblems: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && FAILING_CONSOLE_ERROR.test(args[0])) {
    const rest = args.slice(1);
    consoleProblems.push(args[0].replace(/%s/g, () => String(rest.shift())));
  }
  consoleError(...args);
};

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage('sv');
});

afterEach(() => {
  cleanup();
  const problems = consoleProblems;
  consoleProblems = [];
  if (problems.length) throw new Error(`Console errors: ${problems.join('; ')}`);
  // The notifications store is module-wide; without this one test's toasts appear in the next.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
