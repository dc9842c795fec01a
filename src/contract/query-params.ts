import { z } from 'zod/mini';
import { DECIMAL } from './decimal';
import { textParam } from './text-limit';

// Query parameters of both endpoints, as the server accepts them. Values arrive
// as strings; each rule's message names the parameter and what is allowed.

function coordinate(param: 'lat' | 'lng', limit: number) {
  const allowed = `${param} must be a decimal number between ${-limit} and ${limit}`;
  return z
    .pipe(
      z
        .string({ error: `${param} is required: a decimal number between ${-limit} and ${limit}` })
        .check(z.trim(), z.regex(DECIMAL, { error: allowed })),
      z.transform(Number),
    )
    .check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= limit, { error: allowed }));
}

export const geocodeParamsSchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
  poi: z.pipe(
    z.optional(z.enum(['0', '1'], { error: 'poi must be 0 or 1' })),
    z.transform((value) => (value === '1' ? 1 : 0)),
  ),
});

export const cigaretteParamsSchema = z.object({ name: textParam('name') });

export type GeocodeParams = z.output<typeof geocodeParamsSchema>;
