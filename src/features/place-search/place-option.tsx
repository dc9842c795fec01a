import type { PlaceSuggestion } from '../../../contract/place-schema';
import { usePlaceSearchT } from './use-place-search-t';
import { placeArea } from './place-area';

interface Props {
  place: PlaceSuggestion;
  id: string;
  selected: boolean;
  onChoose: () => void;
}

/** One suggestion: the name, then its kind and the area it lies in. */
export function PlaceOption({ place, id, selected, onChoose }: Props) {
  const t = usePlaceSearchT();
  const area = placeArea(place);
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className="place-option"
      // Keep the focus in the input: the click then chooses without a blur in between.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className="place-option-name">{place.name}</span>
      <span className="place-option-meta">
        {t(`place.kind.${place.kind}`)}
        {area && ` · ${area}`}
      </span>
    </li>
  );
}
