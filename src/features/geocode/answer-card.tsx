import type { GeocodeResponse } from '../../../contract/geocode-schema';
import { useGeocodeT } from './use-geocode-t';
import { CopyButton } from './copy-button';
import { summariseAnswer } from './result-model';

/** The answer first: the line people copy with its one copy button, the region beneath; or one sentence. */
export function AnswerCard({ result }: { result: GeocodeResponse }) {
  const t = useGeocodeT();
  const answer = summariseAnswer(result);
  if (answer.kind !== 'address') {
    return (
      <p className="geo-answer-sentence" data-testid="geocode-answer">
        {answer.kind === 'nation' ? t('geo.answer.nation', { nation: answer.nation }) : t('geo.state.empty')}
      </p>
    );
  }
  return (
    <div className="geo-answer" data-testid="geocode-answer">
      <div className="geo-answer-row">
        <p className="geo-headline-address">{answer.line}</p>
        <CopyButton value={answer.line} label={t('geo.answer.copy')} visible />
      </div>
      {answer.region.length > 0 && <p className="geo-headline-region">{answer.region.join(' · ')}</p>}
    </div>
  );
}
