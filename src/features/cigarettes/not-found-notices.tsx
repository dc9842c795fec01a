import type { Missing } from './card-list';
import { CardProblem } from './card-status';

interface Props {
  missing: Missing[];
  onPick: (suggestion: string) => void;
  onDismiss: (name: string) => void;
}

/** Names the last lookup did not find, each with its "did you mean" names; apart from the cards, taking no slot. */
export function NotFoundNotices({ missing, onPick, onDismiss }: Props) {
  return missing.map(({ name, error }) => (
    <CardProblem key={name} name={name} error={error} onPick={onPick} onRemove={() => onDismiss(name)} />
  ));
}
