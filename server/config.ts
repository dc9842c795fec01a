import { z } from 'zod';
import proxyaddr from 'proxy-addr';
import { optionalText } from './config-fields';
import { jobsConfigShape } from './config-jobs';

/** The shortest UPSTREAM_API_KEY accepted: a shorter key matches ordinary text, which the key scrubber would cut. */
const MIN_KEY_LENGTH = 8;

/** A little above Geofabrik's largest China extract. */
const osmDownloadMaxBytes = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 50)
  .default(4 * 1024 ** 3);

/** How long a download's connection may stay silent before it counts as cut (ms). */
const osmDownloadTimeoutMs = z.coerce.number().int().min(100).max(600_000).default(30_000);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  UPSTREAM_BASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine(
        (url) => !URL.canParse(url) || (!new URL(url).username && !new URL(url).password),
        'must not carry credentials (user:password@): the key belongs in UPSTREAM_API_KEY',
      )
      .optional(),
  ),
  /** The upstream's key, sent as `Authorization: Bearer`; at least 8 characters (a shorter one matches ordinary text the scrubber would cut). */
  UPSTREAM_API_KEY: optionalText.pipe(
    z
      .string()
      .min(
        MIN_KEY_LENGTH,
        `must be at least ${MIN_KEY_LENGTH} characters (a shorter key also matches ordinary text)`,
      )
      .optional(),
  ),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  API_KEYS: optionalText.transform((value) =>
    value
      ? value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
      : [],
  ),
  CATALOG_FILE: optionalText,
  /** Memory (MB) for the browse results kept so that paging and sorting within a filter cost a slice; 0 keeps none. */
  CATALOG_BROWSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** A JSON list of basemaps offered beside the offline one (docs/basemaps.md); read by basemaps-file.ts. */
  BASEMAPS_FILE: optionalText,
  /** Where `npm run osm:import` writes and the server reads OpenStreetMap street-level data (default server/data/osm). */
  OSM_DATA_DIR: optionalText,
  /** The most `npm run osm:import -- --region` downloads for one extract (bytes); a mirror sending more is cut off. */
  OSM_DOWNLOAD_MAX_BYTES: osmDownloadMaxBytes,
  /** How long loading a new import of OSM_DATA_DIR may take (ms) before it is given up and the data served stays. */
  OSM_LOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  /** How long an upstream answer is reused, in seconds; 0 turns the cache off. */
  CACHE_TTL_S: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(3600),
  /** How many upstream answers the cache holds at most (least recently used go first). */
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /** Requests per minute one client address may make to the lookup endpoints; 0 turns the limit off. */
  RATE_LIMIT_PER_MIN: z.coerce.number().int().min(0).max(1_000_000).default(600),
  /** A shared Redis (redis:// or rediss://) for the cache, rate limits and upstream quota of N instances; unset = in-process. */
  REDIS_URL: optionalText.pipe(
    z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .refine(
        (url) => !URL.canParse(url) || /^(\/(\d|1[0-5])?)?$/.test(new URL(url).pathname),
        "the database (the URL's path) must be 0 to 15, Redis's own range unless its `databases` says more",
      )
      .optional(),
  ),
  /** How long one Redis command may take (ms) before the instance answers from in-process state instead. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** After a Redis command timed out or failed, how long (ms) Redis is left alone before a background probe asks again. */
  REDIS_BACKOFF_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Upstream calls per second at most, across all instances sharing REDIS_URL; 0 = no quota. */
  UPSTREAM_MAX_RPS: z.coerce.number().min(0).max(100_000).default(0),
  /**
   * Reverse proxies (addresses or CIDRs, comma separated) whose X-Forwarded-For is believed
   * for the client address; unset = the socket's address is the client.
   */
  TRUST_PROXY: optionalText.transform((value, ctx) => {
    const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
    try {
      proxyaddr.compile(entries); // what http/client-address compiles at start-up
    } catch (error) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `not a list of addresses or CIDRs (${(error as Error).message})`,
      });
      return z.NEVER;
    }
    return entries;
  }),
  /**
   * Points per minute one client address may send to the batch endpoint (also the burst); 0 turns it off.
   * Unset: 60000 with the offline provider (a 10,000-point file runs at full speed), 600 upstream (the key's quota).
   */
  BATCH_POINTS_PER_MIN: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === 0 || (value >= 100 && value <= 10_000_000),
      'must be 0 or 100…10000000 (a request holds up to 100 points)',
    )
    .optional(),
  /** Upstream lookups in flight for one batch request (the fan-out cap). */
  BATCH_UPSTREAM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** A bearer token /metrics asks for; unset = /metrics answers loopback clients only. */
  METRICS_TOKEN: optionalText,
  /** The least level logged (pino's levels; silent logs nothing). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are cut. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  ...jobsConfigShape,
  /** Extra origins the page may connect to (an online basemap, another API server), space or comma separated. */
  CSP_CONNECT_SRC: optionalText.transform((value, ctx) => {
    const origins = (value ?? '').split(/[\s,]+/).filter(Boolean);
    for (const origin of origins) {
      if (!/^(https?|wss?):\/\/[^\s/;'",]+$/.test(origin)) {
        ctx.issues.push({
          code: 'custom',
          input: origin,
          message: `${origin} is not an origin like https://tiles.example.com`,
        });
        return z.NEVER;
      }
    }
    return origins;
  }),
});

/** Variables whose value is a secret: a message about them says its length, never the value. */
const SECRETS = new Set(['UPSTREAM_API_KEY', 'API_KEYS', 'METRICS_TOKEN', 'JOBS_CALLBACK_SECRET']);

/** Variables holding a URL, which may carry a password however malformed the URL is. */
const URLS = new Set(['UPSTREAM_BASE_URL', 'REDIS_URL', 'OSM_DOWNLOAD_BASE']);

/**
 * A URL as a message may show it: whole only when it plainly holds no user or password (no `@`,
 * its authority a host and a numeric port at most); else its scheme alone.
 */
export function shownUrl(value: string): string {
  const authority = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i.exec(value)?.[1];
  if (!value.includes('@') && authority !== undefined && /^[^:\s]*(:\d*)?$/.test(authority))
    return JSON.stringify(value);
  const scheme = /^[a-z][a-z\d+.-]*:/i.exec(value)?.[0] ?? '';
  return `${JSON.stringify(scheme ? `${scheme}…` : '…')}, the rest not shown: it may hold a password`;
}

export type Config = z.output<typeof configSchema>;

/** Every variable the server reads, by name (.env.example and the README's table list each one). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export class ConfigError extends Error {}

/** Parses the environment once; a bad variable fails with its name in the message. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const given = env[name];
      const got = SECRETS.has(name)
        ? `${given?.trim().length ?? 0} characters`
        : URLS.has(name) && given !== undefined
          ? shownUrl(given.trim())
          : JSON.stringify(given);
      return `  ${issue.path.join('.')}: ${issue.message} (got ${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.JOBS_CALLBACK_HOSTS.length > 0 && !result.data.JOBS_CALLBACK_SECRET)
    throw new ConfigError(
      'Invalid configuration:\n  JOBS_CALLBACK_HOSTS: callbacks need JOBS_CALLBACK_SECRET to be signed with (whsec_ and base64 of 24+ random bytes)',
    );
  return result.data;
}

/** The download settings of `npm run osm:import` (scripts read no other variable): OSM_DOWNLOAD_BASE and OSM_DOWNLOAD_MAX_BYTES. */
export function osmDownloadSettings(env: Record<string, string | undefined>, defaultBase: string) {
  const base = (env.OSM_DOWNLOAD_BASE?.trim() || defaultBase).replace(/\/+$/, '');
  const url = URL.canParse(base) ? new URL(base) : undefined;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new ConfigError(`OSM_DOWNLOAD_BASE: must be an http(s) URL (got ${shownUrl(base)})`);
  if (url.username || url.password)
    throw new ConfigError(
      `OSM_DOWNLOAD_BASE: must not carry credentials (user:password@) (got ${shownUrl(base)})`,
    );
  const maxBytes = osmDownloadMaxBytes.safeParse(env.OSM_DOWNLOAD_MAX_BYTES?.trim() || undefined);
  if (!maxBytes.success)
    throw new ConfigError(
      `OSM_DOWNLOAD_MAX_BYTES: must be a whole number of bytes (got ${JSON.stringify(env.OSM_DOWNLOAD_MAX_BYTES)})`,
    );
  const timeoutMs = osmDownloadTimeoutMs.safeParse(env.OSM_DOWNLOAD_TIMEOUT_MS?.trim() || undefined);
  if (!timeoutMs.success)
    throw new ConfigError(
      `OSM_DOWNLOAD_TIMEOUT_MS: must be a whole number of milliseconds, 100 to 600000 (got ${JSON.stringify(env.OSM_DOWNLOAD_TIMEOUT_MS)})`,
    );
  return { base, maxBytes: maxBytes.data, timeoutMs: timeoutMs.data };
}
