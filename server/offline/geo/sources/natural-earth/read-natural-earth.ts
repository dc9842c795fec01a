import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FeatureCollection, Geometry } from 'geojson';
import { sharedInput } from '../common/shared-input';

/**
 * One Natural Earth layer from ../shared/data/natural-earth/<name>.7z, unpacked with `7z x`
 * (Debian p7zip-full) into a temporary folder that is removed afterwards.
 */
export function readNaturalEarth<P>(name: string): FeatureCollection<Geometry | null, P> {
  const archive = sharedInput(`natural-earth/${name}.7z`);
  const dir = mkdtempSync(join(tmpdir(), 'natural-earth-'));
  try {
    execFileSync('7z', ['x', '-y', '-bd', `-o${dir}`, archive], { stdio: ['ignore', 'ignore', 'inherit'] });
    const file = readdirSync(dir).find((entry) => /\.(geo)?json$/.test(entry));
    if (!file) throw new Error(`${archive} holds no GeoJSON file`);
    return JSON.parse(readFileSync(join(dir, file), 'utf8')) as FeatureCollection<Geometry | null, P>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
