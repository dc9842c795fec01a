/** "850米", "12.3公里": the one style of the Chinese answer. */
export function describeDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)}米` : `${(metres / 1000).toFixed(1)}公里`;
}
