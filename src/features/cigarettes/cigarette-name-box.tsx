import { useId, type KeyboardEvent } from 'react';
import { clampText } from '../../../contract/text-limit';
import { useT } from '../../i18n/use-t';
import { arrowStep, useListboxNavigation } from '../../ui/use-listbox-navigation';
import { useAutocomplete } from './use-autocomplete';

interface Props {
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen (Enter on it, or a click): it is looked up at once. */
  onChoose: (name: string) => void;
}

/** The name box: an ARIA combobox with autocomplete when the provider offers it. */
export function CigaretteNameBox({ text, onTextChange, onChoose }: Props) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const { names } = useAutocomplete(text);
  const list = useListboxNavigation(listId, names.length, names.length > 0);

  const choose = (option: string) => {
    onTextChange(option);
    list.close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event.key);
    if (step && names.length > 0) {
      event.preventDefault();
      list.move(step);
    } else if (event.key === 'Enter' && list.activeIndex >= 0) {
      event.preventDefault();
      choose(names[list.activeIndex]!);
    } else if (event.key === 'Enter') {
      list.close(); // and the form submits what is typed
    } else if (event.key === 'Escape' && list.expanded) {
      event.preventDefault();
      list.close();
    }
  };

  return (
    <>
      <label htmlFor={inputId}>{t('cig.search.label')}</label>
      <div className="cig-combobox">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={t('cig.search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={list.expanded}
          aria-controls={listId}
          aria-activedescendant={list.activeDescendant}
          value={text}
          onChange={(event) => {
            onTextChange(clampText(event.target.value));
            list.restart();
          }}
          onKeyDown={onKeyDown}
          onBlur={list.close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('cig.search.suggestionsLabel')}
          className="cig-listbox"
          hidden={!list.expanded}
        >
          {list.expanded &&
            names.map((option, index) => (
              <li
                key={option}
                id={list.optionId(index)}
                role="option"
                aria-selected={index === list.activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option}
              </li>
            ))}
        </ul>
      </div>
    </>
  );
}
