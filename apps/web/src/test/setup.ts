import { loadNamespaces, loadShellCatalogues } from '../i18n';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LAZY_NAMESPACES } from '../i18n/resources';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks these browser APIs; Mantine reads them on mount.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Textarea autosize listens for web-font loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Every catalogue is loaded up front for component tests (the app loads the shell's of the current language
// first and the screens' with their route, i18n/resources.ts), so tests may switch language directly.
await Promise.all([loadNamespaces(LAZY_NAMESPACES), ...SUPPORTED_LANGUAGES.map(loadShellCatalogues)]);
