import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { basemapQueries } from './basemap-queries';
import {
  type Basemap,
  DEFAULT_BASEMAP_ID,
  findBasemap,
  OFFLINE_BASEMAP,
  rememberBasemap,
  rememberedBasemap,
} from '../../map/basemaps';

/**
 * The basemaps to offer (the offline one, then the server's configured ones) and the one to draw:
 * the URL's `map=`, else the one last picked on this device (then written into the URL), else the
 * offline one. `basemap` is
 * undefined while a configured one is wanted and the list is on its way (the map waits for it).
 */
export function useBasemapChoice(
  urlMap: string | undefined,
  navigate: (patch: { map: string | undefined }, mode: 'replace') => void,
) {
  const list = useQuery(basemapQueries.list());
  const configured = list.data?.basemaps;
  const basemaps = useMemo<Basemap[]>(() => [OFFLINE_BASEMAP, ...(configured ?? [])], [configured]);
  const [remembered, setRemembered] = useState(rememberedBasemap);
  const wanted = urlMap ?? remembered;
  const waiting = list.isPending && wanted !== undefined && wanted !== DEFAULT_BASEMAP_ID;
  const basemap = waiting ? undefined : findBasemap(basemaps, wanted);
  // The basemap drawn is in the link (one remembered on this device too), so a shared link opens it.
  const drawn = basemap?.id;
  useEffect(() => {
    if (drawn && drawn !== DEFAULT_BASEMAP_ID && urlMap !== drawn) navigate({ map: drawn }, 'replace');
  }, [drawn, urlMap, navigate]);
  const pick = (id: string) => {
    rememberBasemap(id);
    setRemembered(id);
    navigate({ map: id === DEFAULT_BASEMAP_ID ? undefined : id }, 'replace');
  };
  return { basemaps, basemap, pick };
}
