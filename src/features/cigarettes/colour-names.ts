// Package colours arrive as Chinese names (红色, 金色 …). A small table maps the
// common ones to a swatch; a name not in it is shown as text only.
const SWATCHES: Record<string, string> = {
  红: '#c8102e',
  大红: '#d7000f',
  深红: '#8b0a1a',
  暗红: '#8b0a1a',
  酒红: '#7b1e2b',
  粉红: '#f4a6c0',
  粉: '#f4a6c0',
  橙: '#f08a24',
  黄: '#f2c500',
  金黄: '#e6b422',
  金: '#d4af37',
  米: '#efe3c2',
  米黄: '#efe3c2',
  绿: '#2e8b57',
  深绿: '#1e5b3a',
  青: '#1a9a8a',
  蓝: '#1f5fbf',
  深蓝: '#1b2f6b',
  浅蓝: '#7fb2e5',
  天蓝: '#5aa9e6',
  紫: '#6a2c91',
  棕: '#7b4a2a',
  咖啡: '#6f4e37',
  褐: '#7b4a2a',
  黑: '#1a1a1a',
  灰: '#8a8a8a',
  银: '#c0c0c0',
  白: '#ffffff',
};

/** The swatch colour for a Chinese colour name (with or without 色), or undefined when unknown. */
export function swatchColour(name: string): string | undefined {
  const base = name.trim().replace(/色$/, '');
  return SWATCHES[base];
}
