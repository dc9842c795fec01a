/** The committed file derive-townships writes and load-township-matcher reads (no derivation code here). */
export const TOWNSHIPS_FILE = 'china-townships.json.gz';
export const TOWNSHIP_COLUMNS = ['district', 'towns'] as const;
/** One county-level area: its 6-digit adcode and its townships as [last three code digits, name]. */
export type TownshipRow = [district: string, towns: [suffix: string, name: string][]];
