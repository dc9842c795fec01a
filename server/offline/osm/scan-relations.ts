import { inflateSync } from 'node:zlib';
import { OSMTransform, parse, type OSMOptions } from 'osm-pbf-parser-node';
import { PbfReader } from 'pbf';
import { pump, sniff, type ReadProgress } from './read-extract';
import type { OsmRelation } from './osm-elements';

/** Whether an inflated PrimitiveBlock holds relations (PrimitiveBlock field 2 = group, group field 4 = relations). */
function hasRelations(block: Buffer): boolean {
  let found = false;
  new PbfReader(block).readFields((tag, _, pbf) => {
    if (tag === 2 && !found && pbf) pbf.readMessage((inner) => (found ||= inner === 4), undefined);
  }, undefined);
  return found;
}

const RELATIONS_ONLY = { node: false, way: false, relation: true, withInfo: false } as unknown as OSMOptions;

/**
 * The first of the import's two passes: every relation of the file, without decoding the blocks
 * of nodes and ways (each block is inflated and its groups looked at; only relation blocks are
 * parsed). The second pass then knows which ways to keep the geometry of.
 */
export async function scanRelations(
  file: string,
  onRelation: (relation: OsmRelation) => void,
  onProgress: (progress: ReadProgress) => void = () => {},
): Promise<void> {
  const totalBytes = sniff(file);
  const raw = new OSMTransform({ writeRaw: true });
  const blocks: unknown[] = [];
  let failure: unknown;
  raw.on('data', (block: unknown) => blocks.push(block));
  raw.on('error', (error) => (failure = error));
  let count = 0;
  const drain = () => {
    for (let block = blocks.shift(); block; block = blocks.shift()) {
      if (!Buffer.isBuffer(block)) continue; // the OSMHeader block
      let elements: Array<{ type: string }>;
      try {
        const inflated = inflateSync(block);
        if (!hasRelations(inflated)) continue;
        elements = parse(inflated, RELATIONS_ONLY) as Array<{ type: string }>;
      } catch (error) {
        failure = error;
        return;
      }
      for (const element of elements) {
        if (element.type !== 'relation') continue;
        count++;
        onRelation(element as unknown as OsmRelation);
      }
    }
  };
  await pump(
    file,
    totalBytes,
    raw,
    () => failure,
    drain,
    (bytesRead) => onProgress({ bytesRead, totalBytes, elements: count }),
  );
}
