import { formatCount } from './formatCount';

/** "PKR 5,000" */
export function formatPkr(amount: number): string {
  return `PKR ${formatCount(amount)}`;
}
