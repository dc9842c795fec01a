import { inflateSync } from 'node:zlib';
import { garbageBound } from './collect-garbage';
import { OSMTransform, parse, type OSMOptions } from 'osm-pbf-parser-node';
import { PbfReader } from 'pbf';
import { pump, sniff, type ReadProgress } from './read-extract';
import type { OsmRelation, OsmWay } from './osm-elements';

type Kind = 'way' | 'relation';
/** The PrimitiveGroup field that holds each kind (PrimitiveBlock field 2 = group). */
const GROUP_FIELD: Record<Kind, number> = { way: 3, relation: 4 };

/** Whether an inflated PrimitiveBlock holds elements of the kind, found by reading its groups' field tags only. */
function holds(block: Buffer, kind: Kind): boolean {
  let found = false;
  new PbfReader(block).readFields((tag, _, pbf) => {
    if (tag === 2 && !found && pbf)
      pbf.readMessage((inner) => (found ||= inner === GROUP_FIELD[kind]), undefined);
  }, undefined);
  return found;
}

/** Tags only on the kind asked for (node and relation blocks are rarely mixed with others, but may be). */
const options = (kind: Kind) =>
  ({
    node: false,
    way: kind === 'way',
    relation: kind === 'relation',
    withInfo: false,
  }) as unknown as OSMOptions;

/**
 * One of the import's planning passes: every way (or relation) of the file, without decoding
 * the blocks of other kinds (each block is inflated and its groups looked at; only blocks that
 * hold the kind are parsed). Node blocks, the bulk of a file, are never decoded here.
 */
export async function scanBlocks<K extends Kind>(
  file: string,
  kind: K,
  onElement: (element: K extends 'way' ? OsmWay : OsmRelation) => void,
  onProgress: (progress: ReadProgress) => void = () => {},
): Promise<void> {
  const totalBytes = sniff(file);
  const raw = new OSMTransform({ writeRaw: true });
  const blocks: unknown[] = [];
  let failure: unknown;
  raw.on('data', (block: unknown) => blocks.push(block));
  raw.on('error', (error) => (failure = error));
  let count = 0;
  const bound = garbageBound();
  const drain = () => {
    for (let block = blocks.shift(); block; block = blocks.shift()) {
      if (!Buffer.isBuffer(block)) continue; // the OSMHeader block
      let elements: Array<{ type: string }>;
      try {
        const inflated = inflateSync(block);
        if (!holds(inflated, kind)) continue;
        elements = parse(inflated, options(kind)) as Array<{ type: string }>;
      } catch (error) {
        failure = error;
        return;
      }
      for (const element of elements) {
        if (element.type !== kind) continue;
        count++;
        bound();
        onElement(element as never);
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
