/**
 * Every error the server sends names what went wrong with one of these codes (the body's `error_code`,
 * with the values its message names in `error_params`). The client shows its own words for each, in the
 * UI's language; its dictionaries are `Record<ErrorCode, string>`, so a code added here and not worded
 * there fails the type check. `msg` stays English, for API users.
 */
export const ERROR_CODES = [
  // A request's parameters (400)
  'param_required',
  'param_repeated',
  'param_invalid',
  'lat_out_of_range',
  'lng_out_of_range',
  'poi_flag_invalid',
  'poi_flags_conflict',
  'poi_options_too_long',
  'poi_option_unknown',
  'poi_option_repeated',
  'poi_option_out_of_range',
  'poi_option_words_invalid',
  'poi_filter_invalid',
  'address_format_invalid',
  'name_length_invalid',
  'search_text_invalid',
  'price_min_invalid',
  'price_max_invalid',
  'tar_max_invalid',
  'price_range_inverted',
  'sort_invalid',
  'page_invalid',
  'page_size_invalid',
  'facet_value_invalid',
  'facet_values_too_many',
  'adcode_invalid',
  'tile_address_invalid',
  'zoom_out_of_range',
  'tile_out_of_range',
  // A request's body (400, 413, 415)
  'body_not_json',
  'body_too_large',
  'unsupported_content_type',
  'points_not_array',
  'points_empty',
  'too_many_points',
  'point_id_invalid',
  'names_not_array',
  'names_empty',
  'too_many_names',
  // Keys and tokens (401, 403)
  'key_required',
  'key_invalid',
  'metrics_token_required',
  'metrics_loopback_only',
  // Not found (404)
  'endpoint_not_found',
  'product_not_found',
  'region_not_found',
  'basemap_not_found',
  'tile_source_not_found',
  'tile_not_found',
  // Limits (429)
  'rate_limited',
  'batch_rate_limited',
  'upstream_quota_reached',
  'upstream_rate_limited',
  // The upstream service and the basemap server (502, 504)
  'upstream_unavailable',
  'upstream_timeout',
  'upstream_error',
  'upstream_http_error',
  'upstream_key_rejected',
  'upstream_redirect',
  'upstream_bad_answer',
  'upstream_answer_too_large',
  'upstream_contract_mismatch',
  'basemap_server_unavailable',
  'basemap_server_failed',
  'basemap_server_bad_answer',
  'tile_too_large',
  // Data not installed (503)
  'geocoding_data_missing',
  'catalog_data_missing',
  'basemap_archive_unavailable',
  // Server-side jobs and their uploads (404, 409, 413, 415, 422, 429)
  'job_not_found',
  'job_state_conflict',
  'job_limit_reached',
  'callback_host_not_allowed',
  'callback_not_configured',
  'too_many_rows',
  'column_not_found',
  'sheet_not_found',
  'header_only',
  'not_a_table',
  'xlsx_too_large',
  'xlsx_rows_over_limit',
  'jobs_unavailable',
  'jobs_disk_full',
  'job_disk_full',
  'job_downloads_limit_reached',
  'job_body_missing',
  'job_file_not_found',
  'job_file_not_offered',
  'callback_invalid',
  'empty_file',
  'unreadable_encoding',
  'row_too_long',
  'too_many_columns',
  'ndjson_bad_line',
  'column_pair_incomplete',
  'columns_not_detected',
  'mapping_conflict',
  'chunk_failed',
  // Anything unexpected (500)
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The values an error's message names (`{max}`, `{param}`, `{seconds}` …), filled into the client's words. */
export type ErrorParams = Record<string, string | number>;

/** What went wrong, as the body's `error_code` and `error_params` carry it. */
export interface CodedError {
  errorCode: ErrorCode;
  params?: ErrorParams;
}

/** A refinement's options naming its code, which the server reads back from the issue (issue-code.ts). */
export const withCode = (errorCode: ErrorCode, params?: ErrorParams) => ({
  params: { errorCode, params } satisfies CodedError,
});
