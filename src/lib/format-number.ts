/** Up to two decimals, no trailing zeros (or exactly `digits` when given). */
export function formatNumber(value: number, digits?: number): string {
  return digits === undefined ? String(Number(value.toFixed(2))) : value.toFixed(digits);
}

/** A count with the language's thousands separators (12,345). */
export const formatCount = (value: number, language: 'zh' | 'en') =>
  value.toLocaleString(language === 'zh' ? 'zh-CN' : 'en');
