import { z } from 'zod/mini';
import { geocodeDataSchema, type GeocodeData } from './geocode-schema';
import { tolerant } from './tolerant';

/**
 * The answer's columns a batch of points adds to each row, in table and export order, each with
 * where an answer holds it (dotted paths into `data`, `0` the first of a list; the first path
 * present wins). The one definition: what the browser parses of a batch answer, a row's fields
 * and a row's answer shown again are all derived from it.
 */
export const ANSWER_COLUMNS = {
  address: ['formatted_addresses.recommend', 'address'],
  province: ['ad_info.province', 'address_component.province'],
  city: ['ad_info.city', 'address_component.city'],
  district: ['ad_info.district', 'address_component.district'],
  adcode: ['ad_info.adcode'],
  town: ['address_reference.town.title'],
  street: ['address_component.street', 'address_reference.street.title'],
  poi: ['pois.0.title'],
} as const;

export type AnswerKey = keyof typeof ANSWER_COLUMNS;
export const ANSWER_KEYS = Object.keys(ANSWER_COLUMNS) as AnswerKey[];

const COLUMN_PATHS = Object.values(ANSWER_COLUMNS).map((paths) => paths.map((path) => path.split('.')));

/** The fields the columns read, as a tree: `true` is a text field, a `0` member a list's items. */
interface Tree {
  [name: string]: Tree | true;
}
const tree: Tree = {};
for (const path of COLUMN_PATHS.flat()) {
  let node = tree;
  path.forEach((name, depth) => {
    if (depth === path.length - 1) node[name] = true;
    else node = (node[name] ??= {}) as Tree;
  });
}

const text = tolerant(z.string());
const objectOf = (node: Tree): z.ZodMiniObject =>
  z.object(Object.fromEntries(Object.entries(node).map(([name, child]) => [name, memberOf(child)])));
const memberOf = (node: Tree | true) => {
  if (node === true) return text;
  return node['0'] ? tolerant(z.array(objectOf(node['0'] as Tree))) : tolerant(objectOf(node));
};

/**
 * What the batch view reads of each answer (its columns), checked like the whole answer and kept;
 * the rest is dropped unparsed. Parsing whole answers made ~650 of the ~1,000 MiB a 100,000-point
 * job allocated in the page, garbage whose collection then landed in the table's scroll.
 */
// Its shape is made at run time from the paths, so its type is stated: an answer with only those fields.
export const batchAnswerSchema = objectOf(tree) as z.ZodMiniType<GeocodeData>;

const read = (data: unknown, path: readonly string[]) => {
  let value = data;
  for (const name of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return typeof value === 'string' ? value : undefined;
};

/** An answer's fields in ANSWER_KEYS order; a field the answer lacks is empty, never invented. */
export function answerValues(data: unknown): string[] {
  return COLUMN_PATHS.map((paths) => {
    for (const path of paths) {
      const value = read(data, path);
      if (value !== undefined) return value;
    }
    return '';
  });
}

/** A row's fields (ANSWER_KEYS order) as an answer, each at its column's first path; empty ones left out. */
export function answerOfValues(values: readonly string[]): GeocodeData {
  const data: Record<string, unknown> = {};
  COLUMN_PATHS.forEach(([path], column) => {
    const value = values[column];
    if (!value || !path) return;
    let node = data;
    path.forEach((name, depth) => {
      if (depth === path.length - 1) node[name] = value;
      else node = (node[name] ??= path[depth + 1] === '0' ? [] : {}) as Record<string, unknown>;
    });
  });
  return geocodeDataSchema.parse(data);
}
