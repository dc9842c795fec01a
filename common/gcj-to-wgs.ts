import { wgs84ToGcj02 } from './china-datums';

const MAX_STEPS = 10;

/**
 * GCJ-02 → WGS-84 as gcoord does it (fixed-point steps on its WGS-84 → GCJ-02 shift, to 1e-6°),
 * but at most MAX_STEPS of them: next to the edge of gcoord's China box the shift switches off
 * between steps and gcoord's own loop never ends (e.g. 32.432211 N, 72.006503 E). There the
 * answer is off by at most the shift itself (under a kilometre).
 */
export function gcj02ToWgs84(lng: number, lat: number): [number, number] {
  let x = lng;
  let y = lat;
  for (let step = 0; step < MAX_STEPS; step++) {
    const [gx, gy] = wgs84ToGcj02(x, y);
    const dx = gx - lng;
    const dy = gy - lat;
    if (Math.abs(dx) <= 1e-6 && Math.abs(dy) <= 1e-6) break;
    x -= dx;
    y -= dy;
  }
  return [x, y];
}
