import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cigaretteQueries } from '../../api/cigarette-queries';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export const AUTOCOMPLETE_DELAY_MS = 150;

/**
 * Names for what is typed, when the provider offers autocomplete. The first
 * answer saying it does not (upstream mode) turns it off for this session of the box.
 */
export function useAutocomplete(text: string): { names: string[]; offered: boolean } {
  const q = useDebouncedValue(text.trim(), AUTOCOMPLETE_DELAY_MS);
  const [offered, setOffered] = useState(true);
  const query = useQuery({
    ...cigaretteQueries.search(q),
    enabled: offered && q.length > 0,
    placeholderData: keepPreviousData,
  });
  if (query.data === null && offered) setOffered(false);
  const names = offered && text.trim() && query.data ? query.data.names : [];
  return { names, offered };
}
