import type { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http-env';
import type { OfflineParts } from './offline';

export interface LoadedOffline {
  parts: OfflineParts;
  /** Routes only the offline provider offers (basemap tiles, region outlines, catalog search). */
  routes: Hono<AppEnv>[];
}

/** Loads the embedded data sets. Throws (stopping start-up) when a data file is invalid. */
export async function loadOfflineParts(config: Config): Promise<LoadedOffline> {
  void config;
  return { parts: {}, routes: [] };
}
