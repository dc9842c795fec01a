/**
 * The forgiving form of a product name, shared by the offline catalog (matching)
 * and the client (query keys): full-width characters become half-width (NFKC),
 * every kind of bracket becomes ( ), white space goes, letters are lower-cased.
 * So 中华（硬）, 中华 (硬) and 中华【硬】 all read as 中华(硬).
 */
export function normaliseCigaretteName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[[【〔〖{]/g, '(')
    .replace(/[\]】〕〗}]/g, ')')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** The brand of a product: its name before the first bracket, 中华 for 中华(硬) or 中华（软）; the whole name when it has none. */
export function cigaretteBrand(name: string): string {
  return name.split(/[([（【〔〖{]/, 1)[0]!.trim() || name.trim();
}
