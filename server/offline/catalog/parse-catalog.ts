import Papa from 'papaparse';
import { normaliseCigaretteName } from '../../../common/cigarette-name';
import { keepValidated } from './validated-records';
import { cigaretteRecordSchema, type CigaretteRecord } from '../../../contract/cigarette-schema';
import { DECIMAL } from '../../../contract/decimal';
import { NAME_MAX_LENGTH, textLength } from '../../../contract/text-limit';
import { ConfigError } from '../../config';

/** A catalog file that cannot be used; stops start-up with the file, row and field named. */
export class CatalogFileError extends ConfigError {}

/** The columns of a catalog file: exactly the record's fields, in the contract's order. */
export const CATALOG_FIELDS = Object.keys(cigaretteRecordSchema.shape) as (keyof CigaretteRecord & string)[];

const TEXT_FIELDS = new Set([
  'name',
  'type',
  'product_status',
  'sales_channel',
  'package_type',
  'carton_code',
  'cigarette_code',
  'main_color',
  'secondary_color',
]);
const SCORE_FIELDS = [
  'appearance_score',
  'taste_score',
  'satisfaction_score',
  'purchase_desire_score',
  'overall_score',
] as const;
const NON_NEGATIVE_FIELDS = [
  'single_price',
  'carton_price',
  'wholesale_price',
  'length',
  'filter_length',
  'tar_content',
  'nicotine_content',
  'co_content',
] as const;

interface RowProblem {
  field?: string;
  problem: string;
}

/** Reads a CSV catalog: a header of record fields, one product per row, an empty cell for an unknown figure. */
export function parseCatalogCsv(text: string, file: string): CigaretteRecord[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  checkColumns(fields, file);
  const firstError = parsed.errors[0];
  if (firstError) {
    const row = (firstError.row ?? 0) + 1;
    throw new CatalogFileError(`${file}: row ${row}: ${firstError.message}`);
  }
  return parsed.data
    .map((cells, index) => {
      const raw: Record<string, unknown> = {};
      for (const field of CATALOG_FIELDS) {
        const cell = (cells[field] ?? '').trim();
        if (cell === '') continue;
        if (TEXT_FIELDS.has(field)) raw[field] = cell;
        else if (DECIMAL.test(cell)) raw[field] = Number(cell);
        else fail(file, index, { field, problem: `${JSON.stringify(cell)} is not a number` });
      }
      return checkRecord(raw, file, index);
    })
    .filter(unique(file));
}

/** Reads a JSON catalog: an array of record objects whose keys are record fields. */
export function parseCatalogJson(text: string, file: string): CigaretteRecord[] {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new CatalogFileError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(rows)) throw new CatalogFileError(`${file}: expected an array of product records`);
  return rows
    .map((row: unknown, index) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row))
        fail(file, index, { problem: 'not an object' });
      const unknown = Object.keys(row as object).filter((key) => !(CATALOG_FIELDS as string[]).includes(key));
      if (unknown.length > 0)
        fail(file, index, { field: unknown[0], problem: 'not a field of the cigarette record' });
      return checkRecord(row as Record<string, unknown>, file, index);
    })
    .filter(unique(file));
}

function checkColumns(fields: string[], file: string) {
  const unknown = fields.filter((field) => !(CATALOG_FIELDS as string[]).includes(field));
  const missing = CATALOG_FIELDS.filter((field) => !fields.includes(field));
  const repeated = fields.filter((field, index) => fields.indexOf(field) !== index);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      unknown.length && `unknown column(s) ${unknown.join(', ')}`,
      missing.length && `missing column(s) ${missing.join(', ')}`,
      repeated.length && `repeated column(s) ${repeated.join(', ')}`,
    ].filter(Boolean);
    throw new CatalogFileError(
      `${file}: the header must be exactly the record's fields: ${parts.join('; ')}`,
    );
  }
}

/** The contract first, then what the spec implies: scores out of 10, no negative figures, a non-empty name. */
function checkRecord(raw: Record<string, unknown>, file: string, index: number): CigaretteRecord {
  const result = cigaretteRecordSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    fail(file, index, { field: issue.path.map(String).join('.') || undefined, problem: issue.message });
  }
  const record = result.data;
  if (record.name.trim() === '') fail(file, index, { field: 'name', problem: 'empty name' });
  const length = textLength(record.name.trim());
  if (length > NAME_MAX_LENGTH) {
    fail(file, index, {
      field: 'name',
      problem: `${length} characters; a lookup asks at most ${NAME_MAX_LENGTH}`,
    });
  }
  for (const field of SCORE_FIELDS) {
    const value = record[field];
    if (value !== undefined && (value < 0 || value > 10))
      fail(file, index, { field, problem: `${value} is outside 0…10` });
  }
  for (const field of NON_NEGATIVE_FIELDS) {
    const value = record[field];
    if (value !== undefined && value < 0) fail(file, index, { field, problem: `${value} is negative` });
  }
  if (record.pieces_per_pack !== undefined && record.pieces_per_pack < 1) {
    fail(file, index, {
      field: 'pieces_per_pack',
      problem: `${record.pieces_per_pack} is not a count of cigarettes`,
    });
  }
  return keepValidated(record);
}

/**
 * Names (once normalised: brackets, width, spaces, case) and ids must be unique:
 * a lookup has to land on one product.
 */
function unique(file: string) {
  const names = new Map<string, number>();
  const ids = new Map<number, number>();
  return (record: CigaretteRecord, index: number) => {
    const key = normaliseCigaretteName(record.name);
    const sameName = names.get(key);
    if (sameName !== undefined) {
      fail(file, index, { field: 'name', problem: `reads as the same name as row ${sameName + 1} (${key})` });
    }
    names.set(key, index);
    if (record.id !== undefined) {
      const sameId = ids.get(record.id);
      if (sameId !== undefined) fail(file, index, { field: 'id', problem: `same id as row ${sameId + 1}` });
      ids.set(record.id, index);
    }
    return true;
  };
}

function fail(file: string, index: number, { field, problem }: RowProblem): never {
  throw new CatalogFileError(`${file}: row ${index + 1}${field ? `, field ${field}` : ''}: ${problem}`);
}
