/**
 * The one grammar of a decimal number in text (URL parameters, API parameters, pasted
 * coordinates, catalog cells): an optional sign, digits with an optional fraction or a
 * fraction alone, and an optional exponent (what JavaScript prints for tiny numbers, 5e-7).
 * No hex, digit separators, Infinity or non-ASCII digits.
 */
export const DECIMAL_PATTERN = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`;

/** The whole text is one decimal number. */
export const DECIMAL = new RegExp(`^${DECIMAL_PATTERN}$`);

/** "lat,lng": two decimal numbers, a comma between, white space allowed around each. */
export const DECIMAL_PAIR = new RegExp(String.raw`^\s*(${DECIMAL_PATTERN})\s*,\s*(${DECIMAL_PATTERN})\s*$`);
