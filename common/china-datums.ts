// The public GCJ-02 and BD-09 formulas, written as gcoord 1.0.7 writes them (same operations in the
// same order, so the same doubles: china-datums.test.ts compares them). The client carried all of
// gcoord (~3 KB gzip) for these three; the server still uses gcoord itself.

const { sin, cos, sqrt, abs, atan2, PI } = Math;
const A = 6378245;
const EE = 0.006693421622965823;
const BAIDU = (PI * 3000.0) / 180.0;

/** gcoord's rough box of China: outside it GCJ-02 equals WGS-84. */
function inChinaBox(lng: number, lat: number): boolean {
  return lng >= 72.004 && lng <= 137.8347 && lat >= 0.8293 && lat <= 55.8271;
}

function shiftLat(x: number, y: number): number {
  let ret = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x));
  ret += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  ret += ((20 * sin(y * PI) + 40 * sin((y / 3) * PI)) * 2) / 3;
  ret += ((160 * sin((y / 12) * PI) + 320 * sin((y * PI) / 30)) * 2) / 3;
  return ret;
}

function shiftLng(x: number, y: number): number {
  let ret = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x));
  ret += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  ret += ((20 * sin(x * PI) + 40 * sin((x / 3) * PI)) * 2) / 3;
  ret += ((150 * sin((x / 12) * PI) + 300 * sin((x / 30) * PI)) * 2) / 3;
  return ret;
}

function finite(lng: number, lat: number) {
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) throw new Error(`Invalid coordinate: ${lng},${lat}`);
}

export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  finite(lng, lat);
  if (!inChinaBox(lng, lat)) return [lng, lat];
  let dLng = shiftLng(lng - 105, lat - 35);
  let dLat = shiftLat(lng - 105, lat - 35);
  const radLat = (lat / 180) * PI;
  let magic = sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = sqrt(magic);
  dLng = (dLng * 180) / ((A / sqrtMagic) * cos(radLat) * PI);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * PI);
  return [lng + dLng, lat + dLat];
}

export function gcj02ToBd09(lng: number, lat: number): [number, number] {
  finite(lng, lat);
  const z = sqrt(lng * lng + lat * lat) + 0.00002 * sin(lat * BAIDU);
  const theta = atan2(lat, lng) + 0.000003 * cos(lng * BAIDU);
  return [z * cos(theta) + 0.0065, z * sin(theta) + 0.006];
}

export function bd09ToGcj02(lng: number, lat: number): [number, number] {
  finite(lng, lat);
  const x = lng - 0.0065;
  const y = lat - 0.006;
  const z = sqrt(x * x + y * y) - 0.00002 * sin(y * BAIDU);
  const theta = atan2(y, x) - 0.000003 * cos(x * BAIDU);
  return [z * cos(theta), z * sin(theta)];
}
