import { badRequest } from './http-error';

const INTEGER = /^\d{1,8}$/;

/** Reads z/x/y, or throws a 400 naming what is wrong. */
export function parseTileAddress(
  z: string,
  x: string,
  file: string,
  maxZoom: number,
): { z: number; x: number; y: number } {
  const yText = /^(\d{1,8})\.pbf$/.exec(file)?.[1];
  if (!INTEGER.test(z) || !INTEGER.test(x) || yText === undefined) {
    throw badRequest('a tile address is {z}/{x}/{y}.pbf with whole numbers', 'tile_address_invalid');
  }
  const zoom = Number(z);
  if (zoom > maxZoom) throw badRequest(`z must be 0 to ${maxZoom}`, 'zoom_out_of_range', { max: maxZoom });
  const size = 2 ** zoom;
  const column = Number(x);
  const row = Number(yText);
  if (column >= size || row >= size)
    throw badRequest(`x and y must be 0 to ${size - 1} at z=${zoom}`, 'tile_out_of_range', {
      max: size - 1,
      zoom,
    });
  return { z: zoom, x: column, y: row };
}
