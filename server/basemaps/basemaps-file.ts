import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../config';
import { type BasemapConfig, basemapsFileSchema } from './basemaps-schema';

/** A configured basemap ready to serve: its key read from the environment, its local archive's absolute path. */
export interface Basemap extends BasemapConfig {
  /** The value of `keyEnv`, for {key}; never sent to a client of a proxied entry. */
  key?: string;
  /** `pmtiles.file` resolved against the BASEMAPS_FILE's folder. */
  archivePath?: string;
}

/**
 * Reads and checks BASEMAPS_FILE at start-up. Any fault stops the server with a message naming
 * the entry (its position and id) and the field, e.g.
 * `BASEMAPS_FILE basemaps.json: entry 2 ("tianditu") tiles.urls.0: must contain {z}, {x} and {y}`.
 */
export function loadBasemaps(
  path: string | undefined,
  env: Record<string, string | undefined>,
): readonly Basemap[] {
  if (!path) return [];
  const where = `BASEMAPS_FILE ${path}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${where}: cannot read it as JSON (${(error as Error).message})`);
  }
  const parsed = basemapsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      if (typeof index !== 'number') return `  ${issue.message}`;
      const id = (raw as { id?: unknown }[])[index]?.id;
      const name = typeof id === 'string' ? ` (${JSON.stringify(id)})` : '';
      return `  entry ${index + 1}${name} ${field.join('.') || '(the entry)'}: ${issue.message}`;
    });
    throw new ConfigError(`${where}:\n${lines.join('\n')}`);
  }
  return parsed.data.map((entry, index) => {
    const fault = (field: string, message: string) =>
      new ConfigError(`${where}:\n  entry ${index + 1} (${JSON.stringify(entry.id)}) ${field}: ${message}`);
    const basemap: Basemap = { ...entry };
    if (entry.keyEnv) {
      const key = env[entry.keyEnv]?.trim();
      if (!key) throw fault('keyEnv', `the variable ${entry.keyEnv} is not set`);
      basemap.key = key;
    }
    if (entry.pmtiles?.file) {
      const archivePath = resolve(dirname(path), entry.pmtiles.file);
      if (!existsSync(archivePath) || !statSync(archivePath).isFile())
        throw fault('pmtiles.file', `no file at ${archivePath}`);
      basemap.archivePath = archivePath;
    }
    return basemap;
  });
}
