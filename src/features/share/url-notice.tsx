import { useT } from '../../i18n/use-t';
import { DroppedNotice } from '../../ui/dropped-notice';
import { useAppUrl } from '../../url/use-app-url';

/** Says which parameters of the opened link were dropped; the rest of the link still loads. */
export function UrlNotice() {
  const t = useT();
  const { dropped } = useAppUrl();
  return <DroppedNotice dropped={dropped} sentence={t('notice.dropped')} dismiss={t('notice.dismiss')} />;
}
