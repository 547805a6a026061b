import { ModerationQueuePanel } from '../moderation/ModerationQueuePanel';
import { TabSection } from './TabSection';

/** Moderation: reported messages and conversations, to resolve or dismiss with a note. */
export function ModerationTab() {
  return (
    <TabSection title="Moderation queue" note="Reports from buyers and exporters, pending first.">
      <ModerationQueuePanel />
    </TabSection>
  );
}
