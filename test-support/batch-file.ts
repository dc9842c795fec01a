/**
 * A CSV of `rows` points spread over eastern China (GCJ-02), with unreadable
 * rows at the given data-row indexes. Row i is "店i"; its point is deterministic.
 */
export function batchCsv(rows: number, bad: Record<number, [string, string]> = {}) {
  const lines = ['店名,纬度,经度'];
  const points: { lat: number; lng: number }[] = [];
  for (let i = 0; i < rows; i++) {
    const lat = 23 + ((i * 7) % 170) / 10;
    const lng = 105 + ((i * 13) % 150) / 10;
    points.push({ lat, lng });
    const [latText, lngText] = bad[i] ?? [lat.toFixed(6), lng.toFixed(6)];
    lines.push(`店${i},${latText},${lngText}`);
  }
  return { text: `${lines.join('\n')}\n`, points };
}
