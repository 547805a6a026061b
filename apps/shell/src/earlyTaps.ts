// Taps made on a server-rendered page before it is hydrated: held by the inline script of index.html, replayed
// here once React listens. What the page's form fields hold by then (a ticked box, a chosen option, typed text)
// React does not read at hydration; it is handed over as the events React's onChange listens to.

/** What index.html's inline script leaves on `window`. */
interface HeldTaps {
  /**
   * Stops holding: the controls tapped so far (buttons, or forms submitted) in order, and the form fields changed.
   */
  release(): { taps: Element[]; fields: Element[] };
}

declare global {
  interface Window {
    pedEarlyTaps?: HeldTaps;
  }
}

import { useEffect } from 'react';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** React keys each DOM node it hydrates `__reactFiber$…` (while rendering: the boundary may not be committed yet). */
const renderedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Until the main thread is idle, or `deadline` (ms since the epoch). */
const idleOr = (deadline: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(done);
    else setTimeout(done, 20);
  });

/**
 * Until each of `elements` still in the page is hydrated, 10 s at most. The shell's frame is committed first; a
 * Suspense boundary's content (the page) in later passes, which React renders in slices as the thread allows: the
 * thread going idle with each element rendered by React means its boundary is committed, and React listens to it.
 */
async function hydrated(elements: Element[]) {
  const deadline = Date.now() + 10_000;
  do await idleOr(deadline);
  while (elements.some((e) => e.isConnected && !renderedByReact(e)) && Date.now() < deadline);
}

/** Sets the value with the DOM's own setter, beneath the one React puts on each field it tracks. */
function setValueBeneathReact(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** What a field holds: its value, or whether it is checked. */
const heldBy = (field: Element) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : (field as HTMLInputElement).value;

/**
 * Makes React see that `field` holds `held`, what it held at hydration; false when that is what React rendered.
 */
function handOver(field: Element, held: string | boolean): boolean {
  if (typeof held === 'boolean' && field instanceof HTMLInputElement) {
    if (held === field.defaultChecked) return false;
    // What React rendered (its tracker notes it), then the tap again: click, input and change events.
    field.checked = !held;
    field.click();
    return true;
  }
  if (typeof held !== 'string') return false;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    if (held === field.defaultValue) return false;
    field.value = field.defaultValue;
    setValueBeneathReact(field, held);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  }
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (held === (rendered?.value ?? '')) return false;
    field.value = held;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  return false;
}

/**
 * Called once the shell's frame is hydrated: hands the changed fields to React, then replays the held taps (each
 * once it is hydrated too), each in a task of its own so that what the one before changed has been rendered.
 */
async function replayEarlyTaps(): Promise<void> {
  const held = window.pedEarlyTaps?.release();
  delete window.pedEarlyTaps;
  if (!held) return;
  // Read now: a render of the page once hydrated sets its controlled fields back to React's state.
  const fields = held.fields.map((field) => [field, heldBy(field)] as const);
  await hydrated([...held.fields, ...held.taps]);
  const handed = fields.filter(([field, value]) => field.isConnected && handOver(field, value));
  if (handed.length > 0) await nextTask();
  for (const control of held.taps) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else if (control instanceof HTMLElement) control.click();
    await nextTask();
  }
}

/** Renders nothing: placed beside the hydrated app, its effect runs once React listens to the whole page. */
export function ReplayEarlyTaps() {
  useEffect(() => {
    void replayEarlyTaps();
  }, []);
  return null;
}
