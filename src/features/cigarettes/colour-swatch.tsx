import { useT } from '../../i18n/use-t';
import { swatchColour } from './colour-names';

/** A package colour: a swatch when the name is a known colour, always the name; "—" when empty. */
export function ColourSwatch({ name }: { name: string | undefined }) {
  const t = useT();
  if (!name?.trim()) return <>{t('cig.value.none')}</>;
  const colour = swatchColour(name);
  return (
    <span className="cig-colour">
      {colour && (
        <span
          className="cig-swatch"
          data-testid="cigarettes-swatch"
          style={{ backgroundColor: colour }}
          aria-hidden="true"
        />
      )}
      {name}
    </span>
  );
}
