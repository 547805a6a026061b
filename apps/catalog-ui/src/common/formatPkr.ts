/** "PKR 5,000" */
export function formatPkr(amount: number): string {
  return `PKR ${amount.toLocaleString('en-US')}`;
}
