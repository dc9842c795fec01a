import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { geocodeQueries } from '../../api/geocode-queries';
import { useT } from '../../i18n/use-t';
import { useAppUrl } from '../../url/use-app-url';

const NO_POINT = { lat: 0, lng: 0, poi: false };

/** The tab's title follows what is shown: the current address, else the cigarette cards. */
export function useDocumentTitle() {
  const t = useT();
  const { state } = useAppUrl();
  // Observes the answer the map feature fetched; never fetches on its own.
  const answer = useQuery({
    ...geocodeQueries.at(state.point ? { ...state.point, poi: state.poi } : NO_POINT),
    enabled: false,
  });
  const address = state.point
    ? answer.data?.data?.address || answer.data?.data?.formatted_addresses?.recommend
    : undefined;
  const subject = address || state.cig.join(' · ');

  useEffect(() => {
    document.title = subject ? `${subject} – ${t('title.suffix')}` : t('title.suffix');
  }, [subject, t]);
}
