import type { z } from 'zod/mini';
import { BROWSE_FACETS, BROWSE_SORTS, MAX_PAGE_SIZE, MAX_VALUES } from './cigarette-browse-schema';
import { BATCH_MAX_POINTS } from './batch-schema';
import { CIGARETTE_BATCH_MAX_NAMES } from './cigarette-batch-schema';
import type { CodedError, ErrorCode } from './error-codes';
import { NAME_MAX_LENGTH } from './text-limit';

// A zod issue of a request's parameters or body as an error code (a code per parameter and rule),
// read by the server only: the message stays for API users, the code is what the client words.

type Issue = z.core.$ZodIssue;

/** A batch body's list: empty, too long, or not a list. */
function listRule([empty, tooMany, notList]: [ErrorCode, ErrorCode, ErrorCode], max: number) {
  return (issue: Issue): CodedError =>
    issue.code === 'too_small' || issue.code === 'too_big'
      ? { errorCode: issue.code === 'too_small' ? empty : tooMany, params: { max } }
      : { errorCode: notList };
}

/** The rule each parameter breaks, by its name (the last name in the issue's path). */
const BY_PARAM: Record<string, (issue: Issue) => CodedError> = {
  lat: () => ({ errorCode: 'lat_out_of_range', params: { min: -90, max: 90 } }),
  lng: () => ({ errorCode: 'lng_out_of_range', params: { min: -180, max: 180 } }),
  poi: () => ({ errorCode: 'poi_flag_invalid', params: { param: 'poi' } }),
  get_poi: () => ({ errorCode: 'poi_flag_invalid', params: { param: 'get_poi' } }),
  name: () => ({ errorCode: 'name_length_invalid', params: { max: NAME_MAX_LENGTH } }),
  q: () => ({ errorCode: 'search_text_invalid', params: { max: NAME_MAX_LENGTH } }),
  price_min: () => ({ errorCode: 'price_min_invalid' }),
  price_max: () => ({ errorCode: 'price_max_invalid' }),
  tar_max: () => ({ errorCode: 'tar_max_invalid' }),
  sort: () => ({ errorCode: 'sort_invalid', params: { allowed: BROWSE_SORTS.join(', ') } }),
  page: () => ({ errorCode: 'page_invalid', params: { min: 1, max: 1_000_000 } }),
  page_size: () => ({ errorCode: 'page_size_invalid', params: { min: 1, max: MAX_PAGE_SIZE } }),
  id: () => ({ errorCode: 'point_id_invalid', params: { max: 128 } }),
  points: listRule(['points_empty', 'too_many_points', 'points_not_array'], BATCH_MAX_POINTS),
  names: listRule(['names_empty', 'too_many_names', 'names_not_array'], CIGARETTE_BATCH_MAX_NAMES),
  ...Object.fromEntries(
    BROWSE_FACETS.map((facet) => [
      facet,
      (issue: Issue): CodedError =>
        issue.code === 'too_big'
          ? { errorCode: 'facet_values_too_many', params: { param: facet, max: MAX_VALUES } }
          : { errorCode: 'facet_value_invalid', params: { param: facet, max: NAME_MAX_LENGTH } },
    ]),
  ),
};

/** A custom issue that names its own code (a refinement's or poi_options' `params`). */
const ownCode = (issue: Issue): CodedError | undefined => {
  const params = issue.code === 'custom' ? (issue.params as Partial<CodedError> | undefined) : undefined;
  return params?.errorCode ? { errorCode: params.errorCode, params: params.params } : undefined;
};

/**
 * The code of a parameter's or a body's issue; `param` names the parameter when the path does not
 * (a repeatable parameter's values are read as an array of their own).
 */
export function issueCode(issue: Issue, param?: string): CodedError {
  const own = ownCode(issue);
  if (own) return own;
  const name = param ?? issue.path.filter((part) => typeof part === 'string').at(-1);
  if (name === undefined) return { errorCode: 'param_invalid', params: { param: '(body)' } };
  return BY_PARAM[name]?.(issue) ?? { errorCode: 'param_invalid', params: { param: name } };
}
