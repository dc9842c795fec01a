/** Fonts the browser has locally; with no `glyphs` URL MapLibre draws labels with them. */
export const LABEL_FONT = ['Noto Sans CJK SC Regular'];

/** The last layer of the ground (land, water): street-level layers go right above it, below boundaries and labels. */
export const GROUND_TOP_LAYER = 'rivers';

/** The offline basemap's land, which the street-level land (an extract's own coast) is drawn in too. */
export const LAND_COLOR = '#f2efe9';
