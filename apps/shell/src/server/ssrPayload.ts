import { ApiError } from '@ped/web-kit';
import type { RemoteName } from '@ped/web-kit/routes';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered page carries for the browser, as JSON in `<script type="application/json" id="ped-ssr">`
 * (data, not a script: the edge's CSP allows only the inline scripts it has hashed).
 */
export interface SsrPayload {
  /** The query cache the page was rendered from. */
  state: DehydratedState;
  /** The remote owning the page: loaded, with the page's code, before hydrateRoot. */
  remote: RemoteName;
}

export const SSR_PAYLOAD_ID = 'ped-ssr';

/** How a 4xx answer travels in the payload (an Error does not survive JSON). */
export const SSR_ERROR_KEY = 'apiError';

/** The payload's 4xx answers as the ApiError the pages branch on. */
export function reviveApiErrors(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const carried = (query.state.error as { [SSR_ERROR_KEY]?: { status: number; text: string } } | null)?.[
      SSR_ERROR_KEY
    ];
    if (carried) (query.state as { error: unknown }).error = new ApiError(carried.status, carried.text);
  }
  return state;
}
