import { useT } from '../../i18n/use-t';
import type { Mark } from '../../lib/compare-marks';

/** "better" / "worse" next to a value when cards are compared. */
export function MarkBadge({ mark }: { mark: Mark | undefined }) {
  const t = useT();
  if (!mark) return null;
  return (
    <span className={`cig-mark cig-mark-${mark}`} data-testid="cigarettes-mark">
      {t(mark === 'better' ? 'cig.mark.better' : 'cig.mark.worse')}
    </span>
  );
}
