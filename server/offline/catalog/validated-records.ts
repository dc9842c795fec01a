import type { CigaretteRecord } from '../../../contract/cigarette-schema';

// The catalog's records, each checked against the record contract when the file was read
// (parse-catalog.ts) and frozen then, so they keep it: an answer made of them need not check them
// again. Their JSON is encoded once, all together when the catalog is made (encodeValidated), so
// sending one is a copy of its bytes: 0.3 KB a record (a 100,000-product catalog holds 27 MB).
const encoded = new WeakMap<CigaretteRecord, Buffer | undefined>();

/** Freezes a record that has just been checked against the contract and remembers it as such. */
export function keepValidated(record: CigaretteRecord): CigaretteRecord {
  encoded.set(Object.freeze(record), undefined);
  return record;
}

export const isValidated = (record: object): boolean => encoded.has(record as CigaretteRecord);

/** Encodes the JSON of each validated record among `records` into one buffer. */
export function encodeValidated(records: readonly CigaretteRecord[]) {
  const kept = records.filter(isValidated);
  const texts = kept.map((record) => JSON.stringify(record));
  const bytes = Buffer.from(texts.join(''));
  let at = 0;
  kept.forEach((record, i) => {
    const length = Buffer.byteLength(texts[i]!);
    encoded.set(record, bytes.subarray(at, (at += length)));
  });
}

/** A validated record's JSON, as UTF-8 (encoded now if encodeValidated has not been given it). */
export function validatedBytes(record: CigaretteRecord): Buffer {
  let bytes = encoded.get(record);
  if (bytes === undefined) encoded.set(record, (bytes = Buffer.from(JSON.stringify(record))));
  return bytes;
}
