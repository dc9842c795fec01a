/**
 * An address without its province and city (Tencent's `address_format=short`): 北京市海淀区中关村
 * → 海淀区中关村. A municipality is named once, as both.
 */
export function shortAddress(address: string, region: { province?: string; city?: string }): string {
  let rest = address;
  for (const level of [region.province, region.city]) {
    if (level && rest.startsWith(level)) rest = rest.slice(level.length);
  }
  return rest;
}
