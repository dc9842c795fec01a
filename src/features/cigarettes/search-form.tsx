import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { clampText } from '../../api/text-limit';
import { useT } from '../../i18n/use-t';
import { MAX_CARDS } from '../../url/app-url';
import { useAutocomplete } from './use-autocomplete';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  onShow: (name: string) => void;
  onAdd: (name: string) => void;
  canAdd: boolean;
}

/** The name box (an ARIA combobox with autocomplete when the provider offers it), 查询 and 加入对比. */
export function SearchForm({ text, onTextChange, onShow, onAdd, canAdd }: Props) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const { names } = useAutocomplete(text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && names.length > 0;
  const activeIndex = expanded && active < names.length ? active : -1;
  const name = text.trim();

  // Choosing a suggestion (Enter on it, or a click) looks it up at once.
  const choose = (option: string) => {
    onTextChange(option);
    setOpen(false);
    setActive(-1);
    onShow(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (names.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive(expanded ? (activeIndex + step + names.length) % names.length : step === 1 ? 0 : names.length - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(names[activeIndex]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    if (name) onShow(name);
  };

  return (
    <form className="cig-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{t('cig.search.label')}</label>
      <div className="cig-combobox">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={t('cig.search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          value={text}
          onChange={(event) => {
            onTextChange(clampText(event.target.value));
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={t('cig.search.suggestionsLabel')} className="cig-listbox" hidden={!expanded}>
          {expanded &&
            names.map((option, index) => (
              <li
                key={option}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </li>
            ))}
        </ul>
      </div>
      <div className="cig-search-actions">
        <button type="submit">{t('cig.search.submit')}</button>
        <button type="button" disabled={!canAdd || !name} aria-describedby={canAdd ? undefined : hintId} onClick={() => name && onAdd(name)}>
          {t('cig.search.addToCompare')}
        </button>
      </div>
      {!canAdd && (
        <p id={hintId} className="cig-hint">
          {t('cig.search.compareFull', { max: MAX_CARDS })}
        </p>
      )}
    </form>
  );
}
