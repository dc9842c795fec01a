import { useEffect, useState } from 'react';
import { useGeocodeT } from './use-geocode-t';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One click copies `value`; says so for a moment (and to screen readers). An icon button is named
 * "复制 {label}"; a `visible` one shows `label` as its text, and that text is its name.
 */
export function CopyButton({
  value,
  label,
  visible = false,
}: {
  value: string;
  label: string;
  visible?: boolean;
}) {
  const t = useGeocodeT();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  const feedback = state === 'copied' ? t('geo.copied') : state === 'failed' ? t('geo.copyFailed') : '';

  return (
    <span className="geo-copy">
      <button
        type="button"
        className={visible ? 'geo-copy-button geo-copy-visible' : 'geo-copy-button'}
        aria-label={visible ? label : t('geo.copy', { label })}
        onClick={copy}
      >
        <CopyIcon done={state === 'copied'} />
        {visible && <span aria-hidden="true">{label}</span>}
      </button>
      <span className="geo-copy-feedback" role="status">
        {feedback}
      </span>
    </span>
  );
}

function CopyIcon({ done }: { done: boolean }) {
  return done ? (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ) : (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}
