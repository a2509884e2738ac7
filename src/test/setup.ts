import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A `findBy…` or `waitFor` waits up to 15 s, not Testing Library's 1 s: on a busy machine (one core, a build beside
// it) a page over the router and a simulated service took longer than 1 s to show what it had on a fast one.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});

// jsdom lacks these browser APIs that Mantine relies on.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

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

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
