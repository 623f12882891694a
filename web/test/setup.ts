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

// React's warnings that a prop reached a DOM element fail the test: the component passed on what it should
// have kept (a deferred part's onDeactivate once reached an input), which jsdom and the browser silently ignore.
const DOM_PROP_WARNING =
  /Unknown event handler property|React does not recognize the|Invalid DOM property|for a non-boolean attribute/;
let propWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && DOM_PROP_WARNING.test(args[0])) {
    const rest = args.slice(1);
    propWarnings.push(args[0].replace(/%s/g, () => String(rest.shift())));
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
  const warnings = propWarnings;
  propWarnings = [];
  if (warnings.length) throw new Error(`A prop reached the DOM: ${warnings.join('; ')}`);
  // The notifications store is module-wide; without this one test's toasts appear in the next.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
