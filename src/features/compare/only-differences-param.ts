import { writeAppUrl, type ParsedAppUrl } from '../../url/app-url';
import { setUrlSearch } from '../../url/use-app-url';

// `diff=1` (only the rows that differ) belongs to the compare view alone: the shell's URL parser keeps
// it as a parameter it does not know, in place, so the shell carries no code for it (bundle budget).
const PARAM = 'diff';

export const onlyDifferencesOf = ({ unknown }: ParsedAppUrl) =>
  unknown.some(([key, value]) => key === PARAM && value === '1');

/** Turns the switch on or off: a new history entry, the rest of the URL as it was. */
export function setOnlyDifferences({ state, unknown }: ParsedAppUrl, on: boolean) {
  const others = unknown.filter(([key]) => key !== PARAM);
  setUrlSearch(writeAppUrl(state, on ? [...others, [PARAM, '1']] : others), 'push');
}
