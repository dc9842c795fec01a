import { useEffect, useId, useRef, useState } from 'react';
import type { CatalogState } from './catalog-url';
import { priceProblem, type PriceField } from './price-check';
import { useCatalogT } from './use-catalog-t';

interface Props {
  state: CatalogState;
  onChange: (patch: Partial<CatalogState>, mode?: 'push' | 'replace') => void;
}

/**
 * The price range, checked as it is typed (not negative, lowest ≤ highest) with the problem said
 * beside the fields; a range is written to the URL (and so queried) only once typing pauses and it
 * is valid, never while it is not. Follows the URL on back/forward.
 */
export function PriceRange({ state, onChange }: Props) {
  const t = useCatalogT();
  const ids = { min: useId(), max: useId(), problem: useId() };
  const fromUrl = { price_min: state.price_min, price_max: state.price_max };
  const [text, setText] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen.price_min !== fromUrl.price_min || seen.price_max !== fromUrl.price_max) {
    setSeen(fromUrl);
    setText(fromUrl);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const problem = priceProblem(text.price_min, text.price_max);

  const change = (field: PriceField, value: string) => {
    const next = { ...text, [field]: value };
    setText(next);
    clearTimeout(timer.current);
    if (!priceProblem(next.price_min, next.price_max))
      timer.current = setTimeout(() => onChange(next, 'replace'), 400);
  };
  const field = (name: PriceField, label: string) => (
    <>
      <label htmlFor={ids[name === 'price_min' ? 'min' : 'max']}>{label}</label>
      <input
        id={ids[name === 'price_min' ? 'min' : 'max']}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={text[name]}
        aria-invalid={problem?.field === name || undefined}
        aria-describedby={problem ? ids.problem : undefined}
        onChange={(e) => change(name, e.target.value)}
      />
    </>
  );
  return (
    <fieldset className="catalog-price-range">
      <legend>{t('catalog.price')}</legend>
      {field('price_min', t('catalog.priceMin'))}
      {field('price_max', t('catalog.priceMax'))}
      {problem && (
        <p id={ids.problem} className="catalog-price-problem" role="alert">
          {t(problem.key)}
        </p>
      )}
    </fieldset>
  );
}
