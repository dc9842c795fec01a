// Package colours arrive as Chinese names (红色, 金色 …), sometimes as English names or hex
// colours (#C8102E). A small table maps the common names to a swatch, a hex colour is its own
// swatch; anything else is shown as text only.
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

const ENGLISH: Record<string, string> = {
  red: SWATCHES.红!,
  'dark red': SWATCHES.深红!,
  pink: SWATCHES.粉!,
  orange: SWATCHES.橙!,
  yellow: SWATCHES.黄!,
  gold: SWATCHES.金!,
  golden: SWATCHES.金!,
  beige: SWATCHES.米!,
  green: SWATCHES.绿!,
  blue: SWATCHES.蓝!,
  'dark blue': SWATCHES.深蓝!,
  'light blue': SWATCHES.浅蓝!,
  purple: SWATCHES.紫!,
  brown: SWATCHES.棕!,
  black: SWATCHES.黑!,
  grey: SWATCHES.灰!,
  gray: SWATCHES.灰!,
  silver: SWATCHES.银!,
  white: SWATCHES.白!,
};

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/i;

/**
 * The swatch colour for a colour name (Chinese with or without 色, or English) or a hex colour
 * anywhere in the text ("#C8102E", "红色 #c8102e"); undefined when there is none.
 */
export function swatchColour(name: string): string | undefined {
  const hex = HEX.exec(name)?.[0];
  if (hex) return hex.toLowerCase();
  const base = name.trim().replace(/色$/, '');
  return SWATCHES[base] ?? ENGLISH[base.toLowerCase()];
}
