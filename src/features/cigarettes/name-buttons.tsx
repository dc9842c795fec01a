/** Product names as a list of buttons; a click picks one (recent searches, "did you mean"). */
export function NameButtons({
  names,
  onPick,
  className,
}: {
  names: readonly string[];
  onPick: (name: string) => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {names.map((name) => (
        <li key={name}>
          <button type="button" onClick={() => onPick(name)}>
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}
