import { useCompareT } from './use-compare-t';

/** Move a column left or right, or remove it; each a new history entry (Back undoes it). */
export function ColumnControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useCompareT();
  return (
    <div className="cmp-controls">
      <button
        type="button"
        aria-label={t('compare.moveLeft', { name })}
        title={t('compare.moveLeft', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ←
      </button>
      <button
        type="button"
        aria-label={t('compare.moveRight', { name })}
        title={t('compare.moveRight', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        →
      </button>
      <button
        type="button"
        className="cmp-remove"
        aria-label={t('compare.remove', { name })}
        title={t('compare.remove', { name })}
        onClick={() => onRemove(index)}
      >
        ×
      </button>
    </div>
  );
}
