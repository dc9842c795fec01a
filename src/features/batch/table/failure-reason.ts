import type { useErrorWords } from '../../../i18n/error-text';

/** A failed call in the UI's language: its code's words (the server's English msg is never shown). */
export const failureReason = (error: unknown, words: ReturnType<typeof useErrorWords>): string =>
  words(error instanceof Error ? error : new Error(String(error)));
