// Component tests (jest project `component`, jsdom, where globalThis is the window): what jsdom lacks and React
// Router and Chakra UI use. A spec that asks for the node environment (server rendering) gets the encoders only.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait 1 s by default; a loaded 2-core CI machine has taken longer to open a lazy dialog and
// fetch its contents (a false failure). A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
if (typeof window !== 'undefined') {
  installBrowserShims();
  // Each test is a tab of its own: what one kept in session storage (drafts) is not the next one's.
  globalThis.afterEach(() => sessionStorage.clear());
}

function installBrowserShims() {
  if (!globalThis.matchMedia) {
    globalThis.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  globalThis.scrollTo = () => {};
  if (!globalThis.PointerEvent) {
    // zag's checkbox re-dispatches clicks as pointer events.
    globalThis.PointerEvent = class PointerEvent extends globalThis.MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    };
  }
}
