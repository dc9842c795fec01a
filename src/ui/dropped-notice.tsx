import { useState } from 'react';

/** A parameter of the opened link that was dropped (its reason stays in the code: it is English). */
export interface DroppedParam {
  param: string;
  value: string;
}

const asParams = (dropped: readonly DroppedParam[]) => dropped.map((d) => `${d.param}=${d.value}`).join('; ');

/**
 * Says which parameters of the opened link were dropped (the rest of the link still loads), after a
 * sentence in the UI's language (as `param=value` unless `words` names them), until dismissed. A later
 * URL with bad parameters (back/forward to one) shows it again; keep `dropped` the same array for the same URL.
 */
export function DroppedNotice({
  dropped,
  sentence,
  dismiss,
  words = asParams,
}: {
  dropped: readonly DroppedParam[];
  sentence: string;
  dismiss: string;
  words?: (dropped: readonly DroppedParam[]) => string;
}) {
  const [shown, setShown] = useState(dropped);
  const [seen, setSeen] = useState(dropped);
  if (dropped !== seen) {
    setSeen(dropped);
    if (dropped.length > 0) setShown(dropped);
  }

  if (shown.length === 0) return null;
  return (
    <div className="url-notice" role="alert">
      <span>
        {sentence}
        {words(shown)}
      </span>
      <button type="button" className="button" onClick={() => setShown([])}>
        {dismiss}
      </button>
    </div>
  );
}
