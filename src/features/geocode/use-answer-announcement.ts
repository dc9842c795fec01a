import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';
import { summariseAnswer } from './result-model';

/** What a screen reader hears for a new answer: the address, or what the empty answer is. */
export function useAnswerAnnouncement(result: GeocodeResponse | undefined): string {
  const t = useGeocodeT();
  if (!result) return '';
  const answer = summariseAnswer(result);
  if (answer.kind === 'address') return t('geo.announce', { address: answer.line });
  return answer.kind === 'nation' ? t('geo.answer.nation', { nation: answer.nation }) : t('geo.state.empty');
}
