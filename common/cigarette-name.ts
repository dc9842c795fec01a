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
