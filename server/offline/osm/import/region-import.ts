import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractSource, OsmManifest } from '../format/data-format';
import { downloadExtract } from './download-extract';
import type { ProgressOut } from './import-progress';
import { remoteExtract, resolveOnMirror, type Mirror } from './mirror';
import { runImport } from './run-import';

/** Where `--region` keeps its downloads, beside the data directory (gitignored as server/data/osm.*). */
export const downloadsDir = (dir: string) => `${dir}.downloads`;

/**
 * `npm run osm:import -- --region …`: resolves every region first (an unknown name stops the run
 * before any download), downloads each one's current extract, then imports them with the local
 * `files` in one run, the downloads' origin recorded in the manifest.
 */
export async function importRegions(
  regions: string[],
  files: string[],
  dir: string,
  out: ProgressOut,
  mirror: Mirror,
): Promise<OsmManifest> {
  const ids: string[] = [];
  for (const region of regions) ids.push(await resolveOnMirror(mirror, region));
  const downloads: { file: string; source: ExtractSource }[] = [];
  for (const id of ids) downloads.push(await downloadExtract(mirror, id, downloadsDir(dir), out));
  return runImport([...files, ...downloads.map((d) => d.file)], dir, out, undefined, [
    ...files.map(() => undefined),
    ...downloads.map((d) => d.source),
  ]);
}

/**
 * `npm run osm:update`: asks the mirror about every extract `--region` downloaded (its md5, its
 * Last-Modified) and, when any is newer, downloads it and imports them all again (atomically, as
 * every import). Returns whether it did; nothing is touched when all are current.
 */
export async function updateRegions(dir: string, out: ProgressOut, mirror: Mirror): Promise<boolean> {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no imported data in ${dir}: run npm run osm:import -- --region <region>`);
  const { extracts } = JSON.parse(readFileSync(manifestFile, 'utf8')) as OsmManifest;
  const local = extracts.filter((e) => !e.source).map((e) => e.file);
  if (local.length) {
    throw new Error(
      `${local.join(', ')} did not come from --region, so osm:update cannot fetch it again: ` +
        'import everything with --region (or re-import the files by hand)',
    );
  }
  const sources = extracts.map((e) => e.source!);
  let newer = 0;
  for (const source of sources) {
    const remote = await remoteExtract(mirror, source.region);
    const changed = remote.md5 !== source.md5 || remote.lastModified > source.lastModified;
    out.write(
      `${source.region}: ${changed ? `newer on the mirror (${remote.lastModified || remote.md5})` : `current (${source.lastModified || source.md5})`}\n`,
    );
    if (changed) newer++;
  }
  if (newer === 0) return false;
  await importRegions(
    sources.map((s) => s.region),
    [],
    dir,
    out,
    mirror,
  );
  return true;
}
