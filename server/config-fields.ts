import { z } from 'zod';

/** A variable that may be unset or blank (both read as undefined), trimmed. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
