// The only runtime import of maplibre-gl: a dynamic one, so the library lands in
// its own chunk and the shell paints before it arrives. MapLibre 6 is ESM-only
// and must be told where its worker is, or the map silently never loads.
export async function loadMaplibre() {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(worker.default);
  return maplibre;
}
