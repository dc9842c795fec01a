import { ApiError } from '../../api/http';
import { errorText } from '../../i18n/error-text';
import type { useT } from '../../i18n/use-t';

/** A failed call in the UI's language, with the server's own words after it when it gave any (a 4xx's why). */
export function failureReason(error: unknown, tApp: ReturnType<typeof useT>): string {
  const failure = error instanceof Error ? error : new Error(String(error));
  const said = tApp(...errorText(failure));
  const own =
    failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : '';
  return own && own !== said ? `${said} (${own})` : said;
}
