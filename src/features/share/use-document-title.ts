import { useEffect } from 'react';
import { useCachedAddress } from '../../api/use-cached-address';
import { useT } from '../../i18n/use-t';
import { useAppUrl } from '../../url/use-app-url';

/** The tab's title follows what is shown: the current address, else the cigarette cards. */
export function useDocumentTitle() {
  const t = useT();
  const { state } = useAppUrl();
  const address = useCachedAddress(state.point, state.poi);
  const subject = address || state.cig.join(' · ');

  useEffect(() => {
    document.title = subject ? `${subject} – ${t('title.suffix')}` : t('title.suffix');
  }, [subject, t]);
}
