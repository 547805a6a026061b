import type { BuyerRequirementDto } from '@ped/contracts/catalog';

export type RequirementState = 'active' | 'expired' | 'closed';

/** Active until closed or past its expiry date (an expired one is no longer answered; reopening renews it). */
export function requirementState(requirement: BuyerRequirementDto, now = Date.now()): RequirementState {
  if (requirement.status === 'closed') return 'closed';
  if (requirement.expiresAt && Date.parse(requirement.expiresAt) <= now) return 'expired';
  return 'active';
}

/** Spec: only active requirements are counted. */
export function countActive(requirements: readonly BuyerRequirementDto[], now = Date.now()): number {
  return requirements.filter((requirement) => requirementState(requirement, now) === 'active').length;
}
