import { StateMessage } from '@ped/web-kit';

/** The Saved tab (the saved-exporter tools replace this placeholder). */
export function SavedTab() {
  return <StateMessage title="Saved exporters">Your saved exporters will appear here.</StateMessage>;
}
