import gcoord from 'gcoord';
import type { Geometry } from 'geojson';

/** gcoord's own GeoJSON types are narrower than @types/geojson's; the shapes are the same. */
type GcoordInput = Parameters<typeof gcoord.transform>[0];

/** The geometry moved from WGS-84 to GCJ-02 (gcoord shifts only points inside its China box; in place). */
export const toGcj = <G extends Geometry>(geometry: G): G =>
  gcoord.transform(geometry as unknown as GcoordInput, gcoord.WGS84, gcoord.GCJ02) as unknown as G;
