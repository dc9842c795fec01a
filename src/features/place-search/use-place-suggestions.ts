import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placesQueries } from './places-queries';
import { useAppStore } from '../../store/app-store';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useAppUrl } from '../../url/use-app-url';

export const SUGGEST_DELAY_MS = 150;

/**
 * Places for what is typed, once typing pauses; nearer the map's centre (where the map
 * stands now, else the URL's `view` or looked-up point) ranks higher. The previous list
 * stays while the next loads.
 */
export function usePlaceSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const { state } = useAppUrl();
  const near = useAppStore((s) => s.mapCentre) ?? state.view ?? state.point;
  const query = useQuery({
    ...placesQueries.search({ q, near }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const places = text.trim() && query.data ? query.data.places : [];
  /** The list answers what is in the box now (not an earlier text). */
  const current = q === text.trim() && !query.isPlaceholderData && query.isSuccess;
  return { places, query, current, loading: Boolean(text.trim()) && (q !== text.trim() || query.isFetching) };
}
