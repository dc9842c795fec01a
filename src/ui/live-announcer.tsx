import { useState } from 'react';

interface Said {
  key: unknown;
  /** The last non-empty text said. */
  text: string;
  flip: boolean;
}

/**
 * A polite live region. Screen readers announce a change of text, so the same text said again
 * for a new answer (two clicks on open sea) gets a trailing no-break space to count as new.
 */
export function LiveAnnouncer({
  text,
  answerKey,
  testId,
}: {
  text: string;
  answerKey: unknown;
  testId?: string;
}) {
  const [said, setSaid] = useState<Said>({ key: answerKey, text, flip: false });
  if (said.key !== answerKey) {
    // Adjusting state while rendering: a new answer.
    setSaid({
      key: answerKey,
      text: text || said.text,
      flip: text && text === said.text ? !said.flip : said.flip,
    });
  }
  return (
    <p className="visually-hidden" aria-live="polite" data-testid={testId}>
      {text ? `${text}${said.flip ? '\u00a0' : ''}` : ''}
    </p>
  );
}
