import { useT } from '../../i18n/use-t';
import { formatNumber } from '../../lib/format-number';

export const SCORE_MAX = 10;

/** A score as a bar out of 10 with its value; a meter for assistive technology. */
export function ScoreMeter({ label, value }: { label: string; value: number }) {
  const t = useT();
  const shown = formatNumber(value);
  const share = Math.min(Math.max(value / SCORE_MAX, 0), 1);
  return (
    <span className="cig-score">
      <span
        role="meter"
        className="cig-meter"
        aria-label={t('cig.score.label', { field: label, value: shown })}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={SCORE_MAX}
      >
        <span className="cig-meter-fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="cig-score-value">{shown}</span>
    </span>
  );
}
