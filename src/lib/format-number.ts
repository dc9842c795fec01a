/** Up to two decimals, no trailing zeros (or exactly `digits` when given). */
export function formatNumber(value: number, digits?: number): string {
  return digits === undefined ? String(Number(value.toFixed(2))) : value.toFixed(digits);
}
