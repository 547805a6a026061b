import { COMPARE_MAX_EXPORTERS, COMPARE_MIN_EXPORTERS } from '@ped/contracts/options';

/**
 * The exporter ids of `?ids=1,2,3`, in order and without repeats; null when the link does not name 2 to 4 of
 * them (then nothing is asked of the server).
 */
export function readCompareIds(value: string | null): number[] | null {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part) && Number(part) >= 1)
    .map(Number);
  const unique = [...new Set(ids)];
  return unique.length >= COMPARE_MIN_EXPORTERS && unique.length <= COMPARE_MAX_EXPORTERS ? unique : null;
}
