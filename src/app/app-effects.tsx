import { useRecordLookups } from '../features/history/use-record-lookups';
import { UrlNotice } from '../features/share/url-notice';
import { useDocumentTitle } from '../features/share/use-document-title';

/** App-wide effects of the URL (history, title) and the notice about a link's dropped parameters. */
export function AppEffects() {
  useRecordLookups();
  useDocumentTitle();
  return <UrlNotice />;
}
