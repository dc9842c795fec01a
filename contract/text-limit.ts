import { z } from 'zod/mini';

/** A product name or search text is at most this many characters after trimming. */
export const NAME_MAX_LENGTH = 64;

/** Characters as a person counts them: code points, so 𠀀 is one, not two UTF-16 units. */
export const textLength = (text: string) => [...text].length;

/** The text cut to its first NAME_MAX_LENGTH characters (never inside a surrogate pair). */
export const clampText = (text: string) =>
  textLength(text) <= NAME_MAX_LENGTH ? text : [...text].slice(0, NAME_MAX_LENGTH).join('');

/** A required text parameter: trimmed, 1 to NAME_MAX_LENGTH characters; the errors name `param`. */
export const textParam = (param: string) =>
  z.string({ error: `${param} is required: 1 to ${NAME_MAX_LENGTH} characters` }).check(
    z.trim(),
    z.refine((value) => value.length > 0 && textLength(value) <= NAME_MAX_LENGTH, {
      error: `${param} must be 1 to ${NAME_MAX_LENGTH} characters after trimming`,
    }),
  );
