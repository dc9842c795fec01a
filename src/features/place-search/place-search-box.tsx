import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { healthQueries } from '../../api/health-queries';
import { placeSuggestionSchema, type PlaceSuggestion } from '../../../contract/place-schema';
import { usePlaceSearchT } from './use-place-search-t';
import { useAppStore } from '../../store/app-store';
import { arrowStep, useListboxNavigation } from '../../ui/use-listbox-navigation';
import { searchErrorKey } from './search-status';
import { CoverageNote } from './coverage-note';
import { PlaceOption } from './place-option';
import { useChoosePlace } from './use-choose-place';
import { usePlaceSuggestions } from './use-place-suggestions';
import { useSlashFocus } from './use-slash-focus';
import './place-search.css';

/**
 * The search box on the map (an ARIA combobox): type a name, pinyin or initials; arrows move
 * through the suggestions, Enter picks, Esc closes; with nothing typed it offers recent places.
 */
export function PlaceSearchBox() {
  const t = usePlaceSearchT();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const noteId = useId();
  const [text, setText] = useState('');
  const { places, query, current, loading } = usePlaceSuggestions(text);
  const storedRecent = useAppStore((s) => s.recentPlaces);
  const clearRecent = useAppStore((s) => s.clearRecentPlaces);
  const upstream = useQuery(healthQueries.current()).data?.provider === 'upstream';
  useSlashFocus(inputRef);

  // What the device kept may be from an older version: only well-formed places are offered.
  const recent = useMemo(
    () =>
      Array.isArray(storedRecent)
        ? storedRecent.filter((p) => placeSuggestionSchema.safeParse(p).success)
        : [],
    [storedRecent],
  );
  const showingRecent = !text.trim();
  const options: PlaceSuggestion[] = showingRecent ? recent : places;
  const list = useListboxNavigation(listId, options.length, options.length > 0 || !showingRecent || upstream);
  const { expanded, activeIndex } = list;

  const mapSize = useCallback(() => {
    const region = rootRef.current?.parentElement;
    return region ? { width: region.clientWidth, height: region.clientHeight } : undefined;
  }, []);
  const choosePlace = useChoosePlace(mapSize);
  const choose = (place: PlaceSuggestion) => {
    choosePlace(place);
    setText(place.name);
    list.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = arrowStep(event.key);
    if (step) {
      event.preventDefault();
      list.move(step);
    } else if (event.key === 'Enter') {
      // Enter without a highlighted option takes the first one once the list answers what is typed.
      const chosen =
        activeIndex >= 0 ? options[activeIndex] : !showingRecent && current ? options[0] : undefined;
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        list.close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) list.close();
  };

  const coverage = !showingRecent && current && places.length === 0 ? query.data?.coverage : undefined;
  const status = showingRecent
    ? ''
    : query.isError && !loading
      ? t(searchErrorKey(query.error))
      : loading && places.length === 0
        ? t('place.search.loading')
        : current && places.length === 0
          ? t('place.search.none', { q: text.trim() })
          : current
            ? t('place.search.count', { n: places.length })
            : '';

  return (
    <div className="place-search" ref={rootRef} onBlur={onBlur}>
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={t('place.search.label')}
        aria-keyshortcuts="/"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={list.activeDescendant}
        aria-describedby={upstream ? noteId : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        placeholder={t('place.search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          list.restart();
        }}
        onFocus={list.show}
        onClick={list.show}
        onKeyDown={onKeyDown}
      />
      <div className="place-search-popup" hidden={!expanded}>
        {upstream && (
          <p id={noteId} className="place-search-note">
            {t('place.search.offlineNames')}
          </p>
        )}
        {showingRecent && recent.length > 0 && (
          <p className="place-search-heading">{t('place.search.recent')}</p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={showingRecent ? t('place.search.recent') : t('place.search.suggestions')}
          className="place-search-list"
        >
          {expanded &&
            options.map((place, index) => (
              <PlaceOption
                key={place.id}
                id={list.optionId(index)}
                place={place}
                selected={index === activeIndex}
                onChoose={() => choose(place)}
              />
            ))}
        </ul>
        <p className="place-search-status" role="status">
          {expanded ? status : ''}
        </p>
        {expanded && coverage && <CoverageNote coverage={coverage} />}
        {expanded && showingRecent && recent.length > 0 && (
          <button type="button" className="place-search-clear" onClick={clearRecent}>
            {t('place.search.clearRecent')}
          </button>
        )}
      </div>
    </div>
  );
}
