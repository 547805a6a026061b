import { AUTH_MESSAGES } from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';

/** The same answer for an unknown account and a wrong password. */
export const invalidCredentials = () =>
  new DomainException('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);

export const emailTaken = (message: string = AUTH_MESSAGES.emailTaken) =>
  new DomainException('EMAIL_TAKEN', message);
