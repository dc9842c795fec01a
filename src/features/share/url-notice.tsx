import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { ParsedAppUrl } from '../../url/app-url';
import { useAppUrl } from '../../url/use-app-url';

/** Says which parameters of the opened link were dropped, and why; the rest of the link still loads. */
export function UrlNotice() {
  const t = useT();
  const { dropped } = useAppUrl();
  const [shown, setShown] = useState<ParsedAppUrl['dropped']>(dropped);
  // A later URL with bad parameters (back/forward to one) shows its notice again.
  const [seen, setSeen] = useState(dropped);
  if (dropped !== seen) {
    setSeen(dropped);
    if (dropped.length > 0) setShown(dropped);
  }

  if (shown.length === 0) return null;
  return (
    <div className="url-notice" role="alert">
      <span>
        {t('notice.dropped')}
        {shown.map((d) => `${d.param}=${d.value} (${d.reason})`).join('; ')}
      </span>
      <button type="button" className="button" onClick={() => setShown([])}>
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
