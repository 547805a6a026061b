import { Stack } from '@ped/web-kit/ui';
import { BuyerVerificationPanel } from '../buyers/BuyerVerificationPanel';
import { VerificationRequestsPanel } from '../verification/VerificationRequestsPanel';
import { TabSection } from './TabSection';

/** Verification: the exporters' verification ladder, reviewed check by check, and buyers waiting for verification. */
export function VerificationTab() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <TabSection
        title="Exporter verification checks"
        note="Evidence exporters sent for each check of the verification ladder. An exporter is verified with the legal entity check and one more passed; each approval lasts a year."
      >
        <VerificationRequestsPanel />
      </TabSection>
      <TabSection title="Buyer verification">
        <BuyerVerificationPanel />
      </TabSection>
    </Stack>
  );
}
