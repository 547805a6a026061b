import { COMPARE_MAX_EXPORTERS } from '@ped/contracts/options';
import { sessionStore } from '@ped/web-kit';
import { useSyncExternalStore } from 'react';

// The exporters a visitor picks for comparison from search results: kept in this tab's session storage, so the
// picks stay while the visitor pages, filters and opens profiles. A server-rendered list is hydrated with none
// picked (what the server rendered), then shows the picks.

const KEY = 'ped:compare-picks';
const NONE: readonly number[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: NONE };

const parse = (raw: string | null): readonly number[] => {
  try {
    const ids: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(ids) ? ids.filter(Number.isInteger).slice(0, COMPARE_MAX_EXPORTERS) : NONE;
  } catch {
    return NONE;
  }
};

/** The picks, the same array while they do not change. */
function read(): readonly number[] {
  const raw = sessionStore.get(KEY);
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function write(ids: readonly number[]) {
  sessionStore.set(KEY, ids.length > 0 ? JSON.stringify(ids) : null);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What an exporter card's Compare box reads and does. */
export interface ComparePick {
  picked: boolean;
  /** Another may be picked (fewer than COMPARE_MAX_EXPORTERS are). */
  canPick: boolean;
  onChange: (picked: boolean) => void;
}

export function useComparePicks() {
  const picked = useSyncExternalStore(subscribe, read, () => NONE);
  const pickFor = (exporterId: number): ComparePick => ({
    picked: picked.includes(exporterId),
    canPick: picked.length < COMPARE_MAX_EXPORTERS,
    onChange: (on) =>
      write(
        on
          ? [...picked.filter((id) => id !== exporterId), exporterId]
          : picked.filter((id) => id !== exporterId),
      ),
  });
  return { picked, pickFor, clear: () => write(NONE) };
}
