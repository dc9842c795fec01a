import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useGeocodeT } from './use-geocode-t';
import type { Basemap } from '../../map/basemaps';
import { useAppStore } from '../../store/app-store';

/**
 * The basemap chooser on the map, under the zoom and location buttons (clear of the place search):
 * a button that opens the list of basemaps (the offline one and the server's configured ones), each
 * with its datum, as radio buttons.
 */
export function BasemapControl({
  basemaps,
  current,
  onPick,
}: {
  basemaps: readonly Basemap[];
  current: Basemap;
  onPick: (id: string) => void;
}) {
  const t = useGeocodeT();
  const language = useAppStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press anywhere else (the map included) folds the list.
  useEffect(() => {
    if (!open) return;
    const fold = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', fold);
    return () => document.removeEventListener('pointerdown', fold);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="geo-basemap-control" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="geo-map-button"
        aria-label={t('geo.map.basemap')}
        title={t('geo.map.basemap')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 3 2 8.5 12 14l10-5.5z" />
          <path d="m2 13.5 10 5.5 10-5.5" />
        </svg>
      </button>
      {open && (
        <div id={listId} className="geo-basemap-list" role="radiogroup" aria-label={t('geo.map.basemap')}>
          {basemaps.map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name={listId}
                value={option.id}
                checked={option.id === current.id}
                autoFocus={option.id === current.id}
                onChange={() => onPick(option.id)}
              />
              <span>{option.label[language]}</span> <span className="geo-basemap-datum">{option.datum}</span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
