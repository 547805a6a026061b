import type { Principal } from '@ped/contracts';
import type { AuthenticatedDto, AuthUserDto } from '@ped/contracts/identity';
import type { AdminCredential } from '../admins/admin-credential.entity.js';
import type { BuyerUser } from '../buyers/buyer-user.entity.js';
import type { User } from '../users/user.entity.js';

/** The one place that turns an account into the principal the gateway signs and the user it shows. */
export function authenticatedUser(user: User): AuthenticatedDto {
  const principal: Principal = { kind: 'user', id: user.id, role: user.role };
  return {
    principal,
    user: {
      id: principal.id,
      kind: 'user',
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
    },
  };
}

export function authenticatedBuyer(buyer: BuyerUser, hasBuyerProfile: boolean): AuthenticatedDto {
  const principal: Principal = { kind: 'buyer', id: buyer.id };
  const user: AuthUserDto = {
    id: principal.id,
    kind: 'buyer',
    role: 'buyer',
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    profileImageUrl: null,
    hasBuyerProfile,
  };
  return { principal, user };
}

export function authenticatedAdmin(admin: AdminCredential): AuthenticatedDto {
  const principal: Principal = {
    kind: 'admin',
    id: admin.id,
    role: 'admin',
    ...(admin.mustChangePassword ? { mustChangePassword: true } : {}),
  };
  return {
    principal,
    user: {
      id: principal.id,
      kind: 'admin',
      role: 'admin',
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      username: admin.username,
      mustChangePassword: admin.mustChangePassword,
    },
  };
}
