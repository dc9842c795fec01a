import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { ExtractCounts, ExtractInfo } from '../format/data-format';
import { collectGarbage, garbageBound } from './collect-garbage';
import { ExtractCollector } from './extract-collector';
import type { OsmNode, OsmRelation, OsmWay } from './osm-elements';
import { toContract } from './geometry';
import { ImportProgress, type ProgressOut } from './import-progress';
import { readExtract, type PbfHeader } from './read-extract';
import { scanBlocks } from './scan-blocks';
import type { FinishedTable } from './table-builder';
import type { Scratch } from './scratch';
import type { SpilledStrings } from './string-table';

/** One extract, imported: its description, strings and finished tables ready to be written (spilled to temporary files). */
export interface ImportedExtract {
  info: Omit<ExtractInfo, 'binFile' | 'strings' | 'placesFile' | 'tables'>;
  /** The strings, packed, in temporary files. */
  strings: SpilledStrings;
  /** The places, a JSON line each, in a temporary file (see writePlaces). */
  placesFile: string;
  tables: Record<
    string,
    FinishedTable & {
      kind: 'point' | 'line' | 'polygon';
      count: number;
      props: readonly string[];
    }
  >;
  peakRss: number;
}

/** Reads one .osm.pbf into feature tables. Throws ExtractError naming the file when it is not a sound extract. */
export async function importExtract(
  file: string,
  scratch: Scratch,
  out?: ProgressOut,
): Promise<ImportedExtract> {
  const started = performance.now();
  const collector = new ExtractCollector((name) => scratch.file(name));
  // Relations, then ways, then everything: each pass tells the next what to keep.
  const relations = new ImportProgress(`${basename(file)} (relations)`, out);
  await scanBlocks(
    file,
    'relation',
    (relation) => collector.planRelation(relation),
    (p) => relations.update(p),
  );
  relations.done();
  const ways = new ImportProgress(`${basename(file)} (ways)`, out);
  await scanBlocks(
    file,
    'way',
    (way) => collector.planWay(way),
    (p) => ways.update(p),
  );
  ways.done();
  collector.sealPlan();
  collectGarbage();
  const progress = new ImportProgress(basename(file), out);
  let header: PbfHeader = {};
  const bound = garbageBound();
  await readExtract(
    file,
    (h) => (header = h),
    (element) => {
      bound();
      if (element.type === 'node') collector.node(element as unknown as OsmNode);
      else if (element.type === 'way') collector.way(element as unknown as OsmWay);
      else collector.relation(element as unknown as OsmRelation);
    },
    (p) => progress.update(p),
  );
  collector.finish();
  collectGarbage();
  const tables = Object.fromEntries(
    Object.entries(collector.tables).map(([name, table]) => [
      name,
      { ...table.finish(), kind: table.kind, count: table.count, props: table.props },
    ]),
  );
  progress.done();
  const t = collector.tables;
  const counts: ExtractCounts = {
    ...collector.counts,
    streets: collector.streets,
    roads: t.roads.count,
    houseNumbers: t.addresses.count,
    pois: t.pois.count,
    crossroads: t.crossroads.count,
    buildings: t.buildings.count,
    areas: t.areas.count,
  };
  return {
    info: {
      file: basename(file),
      bytes: statSync(file).size,
      replicationTimestamp: header.osmosis_replication_timestamp
        ? new Date(header.osmosis_replication_timestamp * 1000).toISOString()
        : '',
      writingProgram: header.writingprogram ?? '',
      bbox: boundingBox(header, tables),
      counts,
      importedAt: new Date().toISOString(),
      importSeconds: Math.round((performance.now() - started) / 100) / 10,
    },
    strings: collector.strings.finish(),
    placesFile: collector.search.finish(),
    tables,
    peakRss: progress.peakRss,
  };
}

/** The header's box (nanodegrees, WGS-84) in the contract datum; else the box of what was kept. */
function boundingBox(header: PbfHeader, tables: ImportedExtract['tables']): [number, number, number, number] {
  if (header.bbox) {
    const { left, right, top, bottom } = header.bbox;
    const [w, s] = toContract(left / 1e9, bottom / 1e9);
    const [e, n] = toContract(right / 1e9, top / 1e9);
    return [w, s, e, n];
  }
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const table of Object.values(tables)) {
    const [w, s, e, n] = table.box.map((v) => v / 1e7);
    [box[0], box[1], box[2], box[3]] = [
      Math.min(box[0], w!),
      Math.min(box[1], s!),
      Math.max(box[2], e!),
      Math.max(box[3], n!),
    ];
  }
  return box[0] === Infinity ? [0, 0, 0, 0] : box;
}
