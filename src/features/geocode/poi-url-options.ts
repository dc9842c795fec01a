import { z } from 'zod/mini';
import {
  CATEGORY_MAX_LENGTH,
  MAX_CATEGORY_WORDS,
  POI_OPTION_RANGES,
  type PoiOptions,
} from '../../../contract/poi-options';
import { writeAppUrl, type AppUrlState } from '../../url/app-url';
import { setUrlSearch } from '../../url/use-app-url';

// The POI panel's own URL parameters, read and written here (the app's URL parser keeps
// parameters it does not know as they are): `radius` (metres), `cat` (category words, comma
// separated), `pages` (pages of POIs shown). A bad value is left out, as the shell drops its own.

/**
 * The panel's options in the lookup's own form (`poi_options` read: radius, categories), which the
 * request writes as it is, and the pages of POIs shown, 1 to 20 ("more" adds one).
 */
export type PoiUrlOptions = Pick<PoiOptions, 'radius'> &
  Required<Pick<PoiOptions, 'categories'>> & { pages: number };

export const POI_URL_PARAMS = ['radius', 'cat', 'pages'] as const;

const whole = ([min, max]: readonly [number, number]) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,5}$/)), z.transform(Number))
    .check(z.refine((value) => value >= min && value <= max));

const schemas = {
  radius: whole(POI_OPTION_RANGES.radius),
  pages: whole(POI_OPTION_RANGES.page_index),
  cat: z
    .pipe(
      z.string(),
      z.transform((text) => text.split(',').map((word) => word.trim())),
    )
    .check(
      z.refine(
        (words) =>
          words.length <= MAX_CATEGORY_WORDS && words.every((w) => w && w.length <= CATEGORY_MAX_LENGTH),
      ),
    ),
};

const value = <K extends keyof typeof schemas>(unknown: [string, string][], key: K) => {
  const found = unknown.find(([name]) => name === key);
  const parsed = found && schemas[key].safeParse(found[1]);
  return parsed?.success ? (parsed.data as z.output<(typeof schemas)[K]>) : undefined;
};

export function readPoiUrlOptions(unknown: [string, string][]): PoiUrlOptions {
  return {
    radius: value(unknown, 'radius'),
    categories: value(unknown, 'cat') ?? [],
    pages: value(unknown, 'pages') ?? 1,
  };
}

/** Writes the options into the URL in place (no history entry), every other parameter kept. */
export function writePoiUrlOptions(state: AppUrlState, unknown: [string, string][], next: PoiUrlOptions) {
  const rest = unknown.filter(([name]) => !(POI_URL_PARAMS as readonly string[]).includes(name));
  const own: [string, string][] = [];
  if (next.radius !== undefined) own.push(['radius', String(next.radius)]);
  if (next.categories.length > 0) own.push(['cat', next.categories.join(',')]);
  if (next.pages > 1) own.push(['pages', String(next.pages)]);
  setUrlSearch(writeAppUrl(state, [...own, ...rest]), 'replace');
}

/** True when the panel asks the server for more than the lookup's own first page. */
export const tunesPois = (options: PoiUrlOptions) =>
  options.radius !== undefined || options.categories.length > 0 || options.pages > 1;
