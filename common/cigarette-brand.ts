// Apart from cigarette-name.ts, which loads before the map (bundle budget).

/** The brand of a product: its name before the first bracket, 中华 for 中华(硬) or 中华（软）; the whole name when it has none. */
export function cigaretteBrand(name: string): string {
  return name.split(/[([（【〔〖{]/, 1)[0]!.trim() || name.trim();
}
