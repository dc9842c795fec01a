import type { CigaretteRecord } from '../../../src/api/cigarette-schema';

// The catalog's records, each checked against the record contract when the file was read
// (parse-catalog.ts) and frozen then, so they keep it: an answer made of them need not check them
// again, and each one's JSON is made once, the first time it is sent.
const json = new WeakMap<CigaretteRecord, string | undefined>();

/** Freezes a record that has just been checked against the contract and remembers it as such. */
export function keepValidated(record: CigaretteRecord): CigaretteRecord {
  json.set(Object.freeze(record), undefined);
  return record;
}

export const isValidated = (record: object): boolean => json.has(record as CigaretteRecord);

/** A validated record's JSON (made on first use). */
export function validatedJson(record: CigaretteRecord): string {
  let text = json.get(record);
  if (text === undefined) json.set(record, (text = JSON.stringify(record)));
  return text;
}
