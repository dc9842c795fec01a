import type { CigaretteRecord } from '../../../src/api/cigarette-schema';

// The catalog's records, each checked against the record contract when the file was read
// (parse-catalog.ts) and frozen then, so they keep it: an answer made of them need not check them
// again. Their JSON is made once, all together when the catalog is made (encodeValidated), so
// sending one costs a copy: 0.5 KB a record (53 MB for a 100,000-product catalog). Strings rather
// than bytes: a page's bytes would be a new buffer outside the heap each call, and that memory
// brings full garbage collections of the whole heap (catalog and all) every few thousand calls.
const encoded = new WeakMap<CigaretteRecord, string | undefined>();

/** Freezes a record that has just been checked against the contract and remembers it as such. */
export function keepValidated(record: CigaretteRecord): CigaretteRecord {
  encoded.set(Object.freeze(record), undefined);
  return record;
}

export const isValidated = (record: object): boolean => encoded.has(record as CigaretteRecord);

/** Makes the JSON of each validated record among `records`. */
export function encodeValidated(records: readonly CigaretteRecord[]) {
  for (const record of records) if (isValidated(record)) encoded.set(record, JSON.stringify(record));
}

/** A validated record's JSON (made now if encodeValidated has not been given it). */
export function validatedJson(record: CigaretteRecord): string {
  let json = encoded.get(record);
  if (json === undefined) encoded.set(record, (json = JSON.stringify(record)));
  return json;
}
