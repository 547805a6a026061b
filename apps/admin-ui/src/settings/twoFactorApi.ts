import type {
  TwoFactorRecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from '@ped/contracts/identity';
import { apiRequest, useInvalidatingMutation, useQuery } from '@ped/web-kit';
import { ADMIN_KEY } from '../api/adminApi';

// The signed-in admin console account's two-factor sign-in (GET/POST /api/admin/two-factor…). Turning it on or off
// invalidates ADMIN_KEY: the status and the activity list read again.

const STATUS_KEY = [...ADMIN_KEY, 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery<TwoFactorStatusDto>({ queryKey: STATUS_KEY });
}

/** A new secret (QR code and text); sign-in does not ask for it until a code confirms it. */
export function useTwoFactorSetup() {
  return useInvalidatingMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/admin/two-factor/setup')).json()) as TwoFactorSetupDto,
    invalidates: [],
  });
}

export function useEnableTwoFactor() {
  return useInvalidatingMutation({
    mutationFn: async (code: string) =>
      (await (
        await apiRequest('POST', '/api/admin/two-factor/enable', { code })
      ).json()) as TwoFactorRecoveryCodesDto,
    invalidates: [ADMIN_KEY],
  });
}

export function useDisableTwoFactor() {
  return useInvalidatingMutation({
    mutationFn: async (body: { password: string; code: string }) => {
      await apiRequest('POST', '/api/admin/two-factor/disable', body);
    },
    invalidates: [ADMIN_KEY],
  });
}
