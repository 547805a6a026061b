import { PASSWORD_LINK_MESSAGES } from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';

export const linkUnknown = () => new DomainException('PASSWORD_LINK_UNKNOWN', PASSWORD_LINK_MESSAGES.unknown);
export const linkUsed = () => new DomainException('PASSWORD_LINK_USED', PASSWORD_LINK_MESSAGES.used);
export const linkExpired = () => new DomainException('PASSWORD_LINK_EXPIRED', PASSWORD_LINK_MESSAGES.expired);
