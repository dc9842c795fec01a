import type { CodedError } from './error-codes';

// `poi_options` on geoToAddress, in Tencent's grammar: `;`-separated `key=value` pairs inside
// one parameter, e.g. `radius=500;page_size=20;page_index=2;category=餐饮服务,购物服务;
// poi_filter=category<>公交车站;policy=1;address_format=short`.

/** Each numeric option's whole-number range, as Tencent documents it. */
export const POI_OPTION_RANGES = {
  radius: [1, 5000],
  page_size: [1, 20],
  page_index: [1, 20],
  policy: [1, 3],
} as const;

type NumericOption = keyof typeof POI_OPTION_RANGES;

/** The POIs one page holds when page_size is not given (the list the app always answered). */
export const DEFAULT_PAGE_SIZE = 10;
/** At most this many category words in `category` or `poi_filter`, each at most CATEGORY_MAX_LENGTH. */
export const MAX_CATEGORY_WORDS = 20;
export const CATEGORY_MAX_LENGTH = 32;
export const POI_OPTIONS_MAX_LENGTH = 1024;

export interface PoiOptions {
  /** Metres around the point (1–5000). */
  radius?: number;
  pageSize?: number;
  pageIndex?: number;
  /** `category=`: keep only POIs with one of these at any level of their `大类:中类:小类` path. */
  categories?: string[];
  /** `poi_filter=category<>`: leave out POIs with one of these at any level. */
  excluded?: string[];
  /** 1 (default) describe the place, 2 delivery, 3 trip. */
  policy?: 1 | 2 | 3;
  /** `short`: addresses without the province and city. */
  addressFormat?: 'short' | 'long';
}

const UNITS: Partial<Record<NumericOption, [string, string]>> = { radius: [' (metres)', '（米）'] };

/** One message in English and Chinese, naming the option: the 400 a caller reads. */
const both = (en: string, zh: string) => `${en} / ${zh}`;

const rangeMessage = (key: NumericOption) => {
  const [min, max] = POI_OPTION_RANGES[key];
  const [enUnit, zhUnit] = UNITS[key] ?? ['', ''];
  return both(
    `poi_options ${key} must be a whole number from ${min} to ${max}${enUnit}`,
    `poi_options 的 ${key} 须为 ${min} 到 ${max} 的整数${zhUnit}`,
  );
};

const KNOWN = ['radius', 'page_size', 'page_index', 'category', 'poi_filter', 'policy', 'address_format'];

/** A wrong option: the message (both languages, for API users) and its code for the client's words. */
export class PoiOptionsError extends Error {
  constructor(
    message: string,
    readonly coded: CodedError,
  ) {
    super(message);
  }
}

function whole(key: NumericOption, value: string): number {
  const [min, max] = POI_OPTION_RANGES[key];
  const number = /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    const params = { option: key, min, max };
    throw new PoiOptionsError(rangeMessage(key), { errorCode: 'poi_option_out_of_range', params });
  }
  return number;
}

function words(key: 'category' | 'poi_filter', list: string): string[] {
  const parts = list.split(',').map((word) => word.trim());
  const bad = parts.length > MAX_CATEGORY_WORDS || parts.some((w) => !w || w.length > CATEGORY_MAX_LENGTH);
  if (bad) {
    throw new PoiOptionsError(
      both(
        `poi_options ${key} takes 1 to ${MAX_CATEGORY_WORDS} comma-separated category words of 1 to ${CATEGORY_MAX_LENGTH} characters`,
        `poi_options 的 ${key} 须为 1 到 ${MAX_CATEGORY_WORDS} 个以逗号分隔的分类词，每个 1 到 ${CATEGORY_MAX_LENGTH} 个字`,
      ),
      {
        errorCode: 'poi_option_words_invalid',
        params: { option: key, max_words: MAX_CATEGORY_WORDS, max_length: CATEGORY_MAX_LENGTH },
      },
    );
  }
  return parts;
}

/** Reads `poi_options`; throws a PoiOptionsError naming the first option that is wrong. */
export function parsePoiOptions(text: string): PoiOptions {
  if (text.length > POI_OPTIONS_MAX_LENGTH) {
    throw new PoiOptionsError(
      both(
        `poi_options must be at most ${POI_OPTIONS_MAX_LENGTH} characters`,
        `poi_options 不能超过 ${POI_OPTIONS_MAX_LENGTH} 个字符`,
      ),
      { errorCode: 'poi_options_too_long', params: { max: POI_OPTIONS_MAX_LENGTH } },
    );
  }
  const options: PoiOptions = {};
  const seen = new Set<string>();
  for (const pair of text.split(';')) {
    if (!pair.trim()) continue;
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    const value = at < 0 ? '' : pair.slice(at + 1).trim();
    if (!KNOWN.includes(key)) {
      throw new PoiOptionsError(
        both(
          `poi_options has no option "${key.slice(0, 40)}"; it takes ${KNOWN.join(', ')}`,
          `poi_options 没有 "${key.slice(0, 40)}" 这一项；可用：${KNOWN.join('、')}`,
        ),
        { errorCode: 'poi_option_unknown', params: { option: key.slice(0, 40), known: KNOWN.join(', ') } },
      );
    }
    if (seen.has(key)) {
      throw new PoiOptionsError(
        both(`poi_options ${key} is repeated; give it once`, `poi_options 的 ${key} 重复了，只能给一次`),
        { errorCode: 'poi_option_repeated', params: { option: key } },
      );
    }
    seen.add(key);
    if (key === 'radius') options.radius = whole(key, value);
    else if (key === 'page_size') options.pageSize = whole(key, value);
    else if (key === 'page_index') options.pageIndex = whole(key, value);
    else if (key === 'policy') options.policy = whole(key, value) as 1 | 2 | 3;
    else if (key === 'category') options.categories = words(key, value);
    else if (key === 'poi_filter') {
      if (!value.startsWith('category<>')) {
        throw new PoiOptionsError(
          both(
            'poi_options poi_filter must read category<>word1,word2',
            'poi_options 的 poi_filter 须写作 category<>分类词1,分类词2',
          ),
          { errorCode: 'poi_filter_invalid' },
        );
      }
      options.excluded = words(key, value.slice('category<>'.length));
    } else if (value === 'short' || value === 'long') options.addressFormat = value;
    else {
      throw new PoiOptionsError(
        both(
          'poi_options address_format must be short or long',
          'poi_options 的 address_format 须为 short 或 long',
        ),
        { errorCode: 'address_format_invalid' },
      );
    }
  }
  return options;
}

/** The options in Tencent's grammar, always in one order: what is forwarded upstream and keys a cache. */
export function formatPoiOptions(options: PoiOptions): string {
  const pairs: string[] = [];
  if (options.addressFormat) pairs.push(`address_format=${options.addressFormat}`);
  if (options.radius !== undefined) pairs.push(`radius=${options.radius}`);
  if (options.policy !== undefined) pairs.push(`policy=${options.policy}`);
  if (options.pageSize !== undefined) pairs.push(`page_size=${options.pageSize}`);
  if (options.pageIndex !== undefined) pairs.push(`page_index=${options.pageIndex}`);
  if (options.categories?.length) pairs.push(`category=${options.categories.join(',')}`);
  if (options.excluded?.length) pairs.push(`poi_filter=category<>${options.excluded.join(',')}`);
  return pairs.join(';');
}
