import type { Map as MaplibreMap } from 'maplibre-gl';
import type { loadMaplibre } from './load-maplibre';

type Maplibre = Awaited<ReturnType<typeof loadMaplibre>>;

/** Below this map width the attribution stays folded behind its (i) button, off the markers. */
const FOLDED_ATTRIBUTION_WIDTH = 768;

/**
 * The map's zoom buttons and scale bar. The scale bar stands in the attribution's corner, stacked
 * above it, so a long attribution never covers it. Controls read their strings when made: `remake`
 * makes them again in a new language.
 */
export function mapControls(maplibre: Maplibre, map: MaplibreMap) {
  let controls: [InstanceType<Maplibre['NavigationControl']>, InstanceType<Maplibre['ScaleControl']>];
  const add = () => {
    controls = [new maplibre.NavigationControl({ showCompass: false }), new maplibre.ScaleControl({})];
    map.addControl(controls[0], 'top-right');
    map.addControl(controls[1], 'bottom-right');
  };
  add();
  foldAttributionWhenNarrow(map);
  return {
    remake() {
      for (const control of controls) map.removeControl(control);
      add();
    },
  };
}

/**
 * MapLibre unfolds a compact attribution the first time it has text, which can be after the map's
 * `load` (a source's metadata arriving later): fold it then, and again when the map narrows. Its
 * listeners were added with the map, so they have run by the time these do. The width is read at
 * start and on resize only: read on every source's data, it forced a layout in each click's task.
 */
function foldAttributionWhenNarrow(map: MaplibreMap) {
  const isNarrow = () => map.getContainer().clientWidth < FOLDED_ATTRIBUTION_WIDTH;
  let narrow = isNarrow();
  const fold = () => {
    if (!narrow) return false;
    const attribution = map.getContainer().querySelector('.maplibregl-ctrl-attrib.maplibregl-compact');
    attribution?.classList.remove('maplibregl-compact-show');
    return Boolean(attribution);
  };
  const untilFolded = () => {
    if (!fold()) return;
    map.off('sourcedata', untilFolded);
    map.off('styledata', untilFolded);
  };
  map.on('sourcedata', untilFolded);
  map.on('styledata', untilFolded);
  map.on('resize', () => {
    narrow = isNarrow();
    fold();
  });
}
