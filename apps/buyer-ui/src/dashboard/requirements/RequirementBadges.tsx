import { Badge, Wrap } from '@ped/web-kit/ui';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { requirementState, type RequirementState } from './requirementStatus';

const STATE_BADGES: Record<RequirementState, { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  expired: { label: 'Expired', palette: 'orange' },
  closed: { label: 'Closed', palette: 'gray' },
};

/** The requirement's status, and Public when exporters can see it (Private otherwise). */
export function RequirementBadges({ requirement }: { requirement: BuyerRequirementDto }) {
  const state = STATE_BADGES[requirementState(requirement)];
  return (
    <Wrap gap="1.5" align="center" flexShrink="0">
      <Badge colorPalette={state.palette} variant="solid">
        {state.label}
      </Badge>
      {requirement.isPublic ? (
        <Badge colorPalette="blue" variant="subtle">
          Public
        </Badge>
      ) : (
        <Badge variant="outline">Private</Badge>
      )}
    </Wrap>
  );
}
