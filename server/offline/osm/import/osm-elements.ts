import type { Tags } from './osm-tags';

/** The elements as osm-pbf-parser-node gives them. */
export type OsmNode = { type: 'node'; id: number; lat: number; lon: number; tags?: Tags };
export type OsmWay = { type: 'way'; id: number; refs: number[]; tags?: Tags };
export type OsmMember = { type: 'node' | 'way' | 'relation'; ref: number; role: string };
export type OsmRelation = { type: 'relation'; id: number; tags?: Tags; members?: OsmMember[] };
