import { bd09ToGcj02, gcj02ToBd09, wgs84ToGcj02 } from './china-datums';
import { gcj02ToWgs84 } from './gcj-to-wgs';

export interface LatLng {
  lat: number;
  lng: number;
}

type AnyDatum = 'GCJ-02' | 'WGS-84' | 'BD-09';

/** Converts one point between datums; the same datum returns the point untouched. */
export function convertPoint(point: LatLng, from: AnyDatum, to: AnyDatum): LatLng {
  if (from === to) return point;
  if (to === 'WGS-84') {
    // Into WGS-84 goes through GCJ-02 with a bounded inverse: gcoord's own can loop forever.
    const gcj = from === 'GCJ-02' ? point : convertPoint(point, from, 'GCJ-02');
    const [lng, lat] = gcj02ToWgs84(gcj.lng, gcj.lat);
    return { lat, lng };
  }
  // Into GCJ-02 or BD-09, through GCJ-02.
  const gcj: [number, number] =
    from === 'GCJ-02'
      ? [point.lng, point.lat]
      : (from === 'WGS-84' ? wgs84ToGcj02 : bd09ToGcj02)(point.lng, point.lat);
  const [lng, lat] = to === 'BD-09' ? gcj02ToBd09(...gcj) : gcj;
  return { lat, lng };
}
