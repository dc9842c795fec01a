import { z } from 'zod/mini';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  provider: z.enum(['offline', 'upstream']),
  data: z.record(z.string(), z.string()),
  uptime_s: z.number(),
  extensions: z.optional(z.array(z.string())),
});

export type Health = z.infer<typeof healthSchema>;
