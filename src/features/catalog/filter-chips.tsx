import type { Chip } from './applied-filters';
import type { CatalogState } from './catalog-url';
import { useCatalogT } from './use-catalog-t';

/** The applied filters as chips; a chip's × removes its filter. */
export function FilterChips({
  chips,
  onChange,
}: {
  chips: Chip[];
  onChange: (patch: Partial<CatalogState>) => void;
}) {
  const t = useCatalogT();
  if (chips.length === 0) return null;
  return (
    <ul className="catalog-chips" aria-label={t('catalog.chips')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <span>{chip.label}</span>
          <button
            type="button"
            aria-label={t('catalog.chip.remove', { label: chip.label })}
            onClick={() => onChange(chip.remove)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
