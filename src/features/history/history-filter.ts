import type { LookupEntry } from '../../store/history-slice';

/** "39.9151, 116.4040": four decimals (~10 m) tell two nearby lookups apart at a glance. */
export function shortCoordinates(entry: { lat: number; lng: number }): string {
  return `${entry.lat.toFixed(4)}, ${entry.lng.toFixed(4)}`;
}

/** What an entry is: the product's name, or the POI picked and the address (`unknown` when none came). */
export function entryTitle(entry: LookupEntry, unknown: string): string {
  if (entry.kind === 'cigarette') return entry.name;
  return [entry.place, entry.label ?? unknown].filter(Boolean).join(' · ');
}

/** The text an entry is found by: its address, POI or name, and a point's coordinates (short and full). */
function searchableText(entry: LookupEntry): string {
  if (entry.kind === 'cigarette') return entry.name;
  return [entryTitle(entry, ''), shortCoordinates(entry), `${entry.lat},${entry.lng}`].join(' ');
}

/** The entries containing every word of `query` (case- and width-insensitive); all when it is blank. */
export function filterHistory(lookups: LookupEntry[], query: string): LookupEntry[] {
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return lookups;
  return lookups.filter((entry) => {
    const text = searchableText(entry).normalize('NFKC').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** "11月22日 10:05" / "Nov 22, 10:05"; the year too when it is not this year. */
export function formatWhen(iso: string, language: 'zh' | 'en', now = new Date()): string {
  const at = new Date(iso);
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', {
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
