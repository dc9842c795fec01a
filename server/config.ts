import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  UPSTREAM_BASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  UPSTREAM_API_KEY: optionalText,
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
});

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad variable fails with its name in the message. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
