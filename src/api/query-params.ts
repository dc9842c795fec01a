import { z } from 'zod/mini';

// Query parameters of both endpoints, as the server accepts them. Values arrive
// as strings; each rule's message names the parameter and what is allowed.

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function coordinate(param: 'lat' | 'lng', limit: number) {
  const allowed = `${param} must be a decimal number between ${-limit} and ${limit}`;
  return z.pipe(
    z.string({ error: `${param} is required: a decimal number between ${-limit} and ${limit}` }).check(
      z.trim(),
      z.regex(DECIMAL, { error: allowed }),
    ),
    z.transform(Number),
  ).check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, { error: allowed }));
}

export const geocodeParamsSchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  poi: z.pipe(
    z.optional(z.enum(['0', '1'], { error: 'poi must be 0 or 1' })),
    z.transform((value) => (value === '1' ? 1 : 0)),
  ),
});

export const NAME_MAX_LENGTH = 64;

export const cigaretteParamsSchema = z.object({
  name: z.string({ error: `name is required: 1 to ${NAME_MAX_LENGTH} characters` }).check(
    z.trim(),
    z.refine((value) => value.length > 0 && [...value].length <= NAME_MAX_LENGTH, {
      error: `name must be 1 to ${NAME_MAX_LENGTH} characters after trimming`,
    }),
  ),
});

export type GeocodeParams = z.output<typeof geocodeParamsSchema>;
export type CigaretteParams = z.output<typeof cigaretteParamsSchema>;
