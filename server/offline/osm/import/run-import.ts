import { basename, dirname } from 'node:path';
import { describeSeconds, type ProgressOut } from './import-progress';
import { importExtract, type ImportedExtract } from './import-extract';
import type { ExtractSource, OsmManifest } from '../format/data-format';
import { Scratch } from './scratch';
import { writeOsmData } from './write-osm-data';

const km2 = ([w, s, e, n]: number[]) => {
  const kmPerDegree = 111.32;
  return (e! - w!) * kmPerDegree * Math.cos((((s! + n!) / 2) * Math.PI) / 180) * (n! - s!) * kmPerDegree;
};

/**
 * Imports every file, then writes them together; one bad file stops the run before anything is
 * replaced. What the import spills goes to a temporary directory beside `dir` (on the disk the data
 * goes to, not a /tmp that may be held in memory) or in `scratchBase`, removed at the end.
 */
export async function runImport(
  files: string[],
  dir: string,
  out: ProgressOut,
  scratchBase?: string,
  /** Per file, where it was downloaded from (`--region`), recorded in the manifest. */
  sources: (ExtractSource | undefined)[] = [],
): Promise<OsmManifest> {
  const started = performance.now();
  const imported: ImportedExtract[] = [];
  const scratch = new Scratch(scratchBase ?? dirname(dir), `${basename(dir)}.scratch-`);
  let manifest: OsmManifest;
  try {
    for (const file of files) imported.push(await importExtract(file, scratch, out));
    manifest = writeOsmData(dir, imported, sources);
  } finally {
    scratch.remove();
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  for (const { info } of imported) {
    const c = info.counts;
    out.write(
      `${info.file}: ${c.streets.toLocaleString('en')} streets (${c.roads.toLocaleString('en')} road pieces), ` +
        `${c.houseNumbers.toLocaleString('en')} house numbers, ${c.pois.toLocaleString('en')} POIs, ` +
        `${c.crossroads.toLocaleString('en')} crossroads, ${c.buildings.toLocaleString('en')} buildings, ` +
        `${c.areas.toLocaleString('en')} named areas; ${Math.round(km2(info.bbox)).toLocaleString('en')} km² ` +
        `(${c.nodes.toLocaleString('en')} nodes, ${c.ways.toLocaleString('en')} ways, ${c.relations.toLocaleString('en')} relations)\n`,
    );
  }
  out.write(
    `imported ${files.length} extract(s) into ${dir} in ${describeSeconds(seconds)}, peak memory ${Math.round(peak / 1048576)} MB\n`,
  );
  return manifest;
}
