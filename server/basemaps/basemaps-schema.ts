import { z } from 'zod';

// BASEMAPS_FILE: the basemaps offered beside the built-in offline one (docs/basemaps.md).

/** A URL template's placeholders, replaced to check that the rest is a URL with a literal host. */
const PLACEHOLDERS = /\{(z|x|y|key)\}/g;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const tileTemplate = z
  .string()
  .refine((t) => ['{z}', '{x}', '{y}'].every((p) => t.includes(p)), 'must contain {z}, {x} and {y}')
  .refine((t) => templateOrigin(t) !== undefined, 'must be an http(s) URL with a literal host');

/** MapLibre style layers for a vector source (their `source` may be left out: the entry's first source). */
const styleLayers = z.array(z.looseObject({ id: z.string().min(1), type: z.string().min(1) })).min(1);

const tileShape = {
  type: z.enum(['raster', 'vector']).default('raster'),
  tileSize: z.union([z.literal(256), z.literal(512)]).default(256),
  minzoom: z.number().int().min(0).max(24).default(0),
  maxzoom: z.number().int().min(0).max(24).default(18),
  layers: styleLayers.optional(),
};

const needsLayers = (source: { type: string; layers?: unknown }) =>
  source.type === 'raster' || source.layers !== undefined;
const layersMessage = { message: 'a vector source needs "layers" (MapLibre style layers)', path: ['layers'] };

const tileSource = z
  .object({ urls: z.array(tileTemplate).min(1).max(8), ...tileShape })
  .strict()
  .refine(needsLayers, layersMessage)
  .refine((s) => s.minzoom <= s.maxzoom, { message: 'minzoom is above maxzoom', path: ['minzoom'] });

const pmtilesSource = z
  .object({ url: httpUrl.optional(), file: z.string().endsWith('.pmtiles').optional(), ...tileShape })
  .strict()
  .refine((s) => (s.url === undefined) !== (s.file === undefined), 'needs exactly one of "url" and "file"')
  .refine(needsLayers, layersMessage);

export const basemapSchema = z
  .object({
    id: z
      .string()
      .regex(/^[\w-]{1,40}$/, 'must be 1–40 letters, digits, _ or -')
      .refine((id) => id !== 'offline', 'offline is the built-in basemap'),
    label: z.object({ zh: z.string().trim().min(1), en: z.string().trim().min(1) }).strict(),
    datum: z.enum(['GCJ-02', 'WGS-84', 'CGCS2000']),
    attribution: z.string().trim().min(1, 'is required (the map shows it)'),
    style: httpUrl.optional(),
    tiles: z.union([tileSource, z.array(tileSource).min(1).max(4)]).optional(),
    pmtiles: pmtilesSource.optional(),
    glyphs: z.string().optional(),
    /** Tiles fetched through this server (/api/basemaps/<id>/{z}/{x}/{y}): the key never reaches the page. */
    proxy: z.boolean().default(false),
    /** The environment variable whose value replaces {key} in the tile templates. */
    keyEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name')
      .optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    const kinds = (['style', 'tiles', 'pmtiles'] as const).filter((kind) => entry[kind] !== undefined);
    if (kinds.length !== 1)
      ctx.addIssue({ code: 'custom', message: 'needs exactly one of "style", "tiles" and "pmtiles"' });
    if (entry.proxy && !entry.tiles)
      ctx.addIssue({ code: 'custom', path: ['proxy'], message: 'only "tiles" entries can be proxied' });
    const templates = tileSources(entry).flatMap((source) => source.urls);
    if (templates.some((t) => t.includes('{key}')) && !entry.keyEnv)
      ctx.addIssue({ code: 'custom', path: ['keyEnv'], message: 'a template uses {key}: name its variable' });
  });

export const basemapsFileSchema = z
  .array(basemapSchema)
  .max(20)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `${entry.id} is listed twice` });
      seen.add(entry.id);
    });
  });

export type BasemapConfig = z.output<typeof basemapSchema>;
export type TileSourceConfig = z.output<typeof tileSource>;
export type PmtilesConfig = z.output<typeof pmtilesSource>;

/** An entry's XYZ sources, one or many, as a list (none for style and pmtiles entries). */
export function tileSources(entry: Pick<BasemapConfig, 'tiles'>): TileSourceConfig[] {
  if (!entry.tiles) return [];
  return Array.isArray(entry.tiles) ? entry.tiles : [entry.tiles];
}

/** The origin a URL template reaches (https://t0.tianditu.gov.cn), or undefined when it is not an http(s) URL. */
export function templateOrigin(template: string): string | undefined {
  const filled = template.replace(PLACEHOLDERS, '0');
  if (!URL.canParse(filled)) return undefined;
  const url = new URL(filled);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || /[{}]/.test(url.host))
    return undefined;
  return url.origin;
}
