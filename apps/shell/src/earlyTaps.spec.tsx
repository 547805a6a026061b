/// <reference types="node" />
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// The node build: the browser one needs a MessageChannel, which jsdom has not.
import { renderToString } from 'react-dom/server.node';
import { ReplayEarlyTaps } from './earlyTaps';

// index.html's inline script (what holds the taps) run as the browser would, before the page's scripts.
const indexHtml = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;

interface Seen {
  menuOpened: number;
  searched: string[];
}

function Page({ seen }: { seen: Seen }) {
  const { openMenu, searched } = record(seen);
  const [verified, setVerified] = useState(false);
  const [city, setCity] = useState('');
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searched(search);
  };
  return (
    <main>
      <button type="button" onClick={openMenu}>
        Menu
      </button>
      <label>
        <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} />
        Verified only
      </label>
      <select aria-label="City" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="">All Cities</option>
        <option value="Lahore">Lahore</option>
      </select>
      <p data-testid="filters">{`verified=${verified} city=${city}`}</p>
      <form onSubmit={submit}>
        <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit">Search</button>
      </form>
      <form action="/browse">
        <button type="submit">Go</button>
      </form>
    </main>
  );
}

/** What the page did, written down outside React. */
const record = (seen: Seen) => ({
  openMenu: () => {
    seen.menuOpened++;
  },
  searched: (text: string) => {
    seen.searched.push(text);
  },
});

const get = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;

describe('taps before hydration (index.html holds them, replayEarlyTaps replays them)', () => {
  let root: Root | undefined;

  function serverRendered(seen: Seen) {
    document.body.innerHTML = `<div id="root">${renderToString(<Page seen={seen} />)}</div>
      <script type="application/json" id="ped-ssr">{}</script>`;
    new Function(inlineScript)();
  }

  /** Hydrated as the shell does, outside act(): the replay's updates are rendered by React's own scheduler. */
  async function hydrate(seen: Seen, done: () => void) {
    root = hydrateRoot(
      get('#root'),
      <>
        <Page seen={seen} />
        <ReplayEarlyTaps />
      </>,
    );
    await waitFor(done);
  }

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  afterEach(() => {
    root?.unmount();
    root = undefined;
    delete window.pedEarlyTaps;
  });

  it('acts on a button tapped, a box ticked, an option chosen and a search sent before hydration', async () => {
    const seen: Seen = { menuOpened: 0, searched: [] };
    serverRendered(seen);
    const menu = get<HTMLButtonElement>('main > button');
    menu.click();
    menu.click(); // tapped again, as nothing seemed to happen: one tap
    expect(menu.hasAttribute('data-held-tap')).toBe(true);
    get<HTMLInputElement>('input[type="checkbox"]').click();
    const city = get<HTMLSelectElement>('select');
    city.value = 'Lahore';
    city.dispatchEvent(new Event('change', { bubbles: true }));
    const search = get<HTMLInputElement>('input[aria-label="Search"]');
    search.value = 'cotton towels';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    get<HTMLButtonElement>('form button[type="submit"]').click();
    expect(seen).toEqual({ menuOpened: 0, searched: [] });

    await hydrate(seen, () => expect(seen).toEqual({ menuOpened: 1, searched: ['cotton towels'] }));
    expect(get('[data-testid="filters"]').textContent).toBe('verified=true city=Lahore');
    expect(get<HTMLInputElement>('input[type="checkbox"]').checked).toBe(true);
    expect(menu.hasAttribute('data-held-tap')).toBe(false);
  });

  it('leaves a GET form with an action to the browser, and holds nothing once the page is hydrated', async () => {
    const seen: Seen = { menuOpened: 0, searched: [] };
    serverRendered(seen);
    const go = get<HTMLButtonElement>('form[action] button');
    const submitted = jest.fn((event: Event) => event.preventDefault()); // jsdom does not navigate
    document.addEventListener('submit', submitted);
    go.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(go.hasAttribute('data-held-tap')).toBe(false);

    await hydrate(seen, () => expect(window.pedEarlyTaps).toBeUndefined());
    get<HTMLButtonElement>('main > button').click();
    expect(seen.menuOpened).toBe(1);
    document.removeEventListener('submit', submitted);
  });

  it('holds nothing on a page rendered in the browser (no server payload)', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Menu</button></div>';
    new Function(inlineScript)();
    const clicked = jest.fn();
    const button = get<HTMLButtonElement>('button');
    button.addEventListener('click', clicked);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
