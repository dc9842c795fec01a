import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { GeocodeResponse, Poi } from '../../../contract/geocode-schema';
import type { LatLng } from '../../map/datum';
import { useAppUrl } from '../../url/use-app-url';
import { poiPageQuery } from './poi-page-query';
import { readPoiUrlOptions, tunesPois, writePoiUrlOptions, type PoiUrlOptions } from './poi-url-options';

/** One empty list for every answer without POIs: a new one each render would redraw the map's POIs. */
const NO_POIS: Poi[] = [];

export interface PoiPages {
  options: PoiUrlOptions;
  setOptions: (patch: Partial<PoiUrlOptions>) => void;
  /** The POIs shown: the lookup's own, or the pages asked with the panel's radius and categories. */
  pois: Poi[];
  /** How many the server counts within the radius and categories. */
  total: number;
  loading: boolean;
  failed: boolean;
}

/**
 * The POIs of the URL's point as the panel and the map show them: with no radius, category or
 * "more" in the URL, those of the lookup itself (no request of its own); else pages 1…n asked
 * with those options, one list in the server's order.
 */
export function usePoiPages(point: LatLng | undefined, result: GeocodeResponse | undefined): PoiPages {
  const { state, unknown } = useAppUrl();
  const options = readPoiUrlOptions(unknown);
  const tuned = tunesPois(options) && state.poi && point !== undefined;
  const pages = useQueries({
    queries: tuned
      ? Array.from({ length: options.pages }, (_, i) => poiPageQuery(point, options, i + 1))
      : [],
    combine: combinePages,
  });

  const setOptions = useCallback(
    (patch: Partial<PoiUrlOptions>) => {
      // A new radius or category starts again from the first page.
      const reset = 'radius' in patch || 'categories' in patch ? { pages: 1 } : {};
      writePoiUrlOptions(state, unknown, { ...options, ...reset, ...patch });
    },
    [state, unknown, options],
  );

  if (!tuned) {
    return {
      options,
      setOptions,
      pois: result?.data?.pois ?? NO_POIS,
      total: result?.data?.poi_count ?? result?.data?.pois?.length ?? 0,
      loading: false,
      failed: false,
    };
  }
  const { pois, total, loading, failed } = pages;
  return { options, setOptions, pois, total, loading, failed };
}

/** Pages in order, up to the first not answered yet, as one list (a stable function: its result is kept while the pages are). */
function combinePages(pages: Array<UseQueryResult<GeocodeResponse>>) {
  const waiting = pages.findIndex((page) => !page.data);
  const answered = waiting < 0 ? pages : pages.slice(0, waiting);
  return {
    pois: answered.flatMap((page) => page.data?.data?.pois ?? []),
    total: answered.at(-1)?.data?.data?.poi_count ?? 0,
    loading: pages.some((page) => page.isPending),
    failed: pages.some((page) => page.isError),
  };
}

/** "More" belongs to one point: when another point is looked up, the list starts from its first page. */
export function useFirstPageForNewPoint(point: LatLng | undefined, { options, setOptions }: PoiPages) {
  const shownFor = useRef(point);
  useEffect(() => {
    const before = shownFor.current;
    shownFor.current = point;
    if (before && point && (before.lat !== point.lat || before.lng !== point.lng) && options.pages > 1)
      setOptions({ pages: 1 });
  }, [point, options.pages, setOptions]);
}
