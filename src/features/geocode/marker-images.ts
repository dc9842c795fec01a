import type { StyleImageMetadata } from 'maplibre-gl';

// The images the overlay symbol layers use, drawn on a canvas when MapLibre first asks for one
// (its `styleimagemissing` event): the numbers are part of the POI image, so they need no glyphs.

export const LABEL_BOX_IMAGE = 'label-box';
export const PIN_SPACE_IMAGE = 'pin-space';
const ACCENT = '#1a63d8';
const AMBER = '#f59e0b';

type Drawn = { image: ImageData; options: Partial<StyleImageMetadata> };

function canvas(size: number, ratio: number) {
  const element = document.createElement('canvas');
  element.width = element.height = Math.ceil(size * ratio);
  // Read back once (getImageData): kept in memory, not on the GPU, whose read-back took 0.7 s in SwiftShader.
  const context = element.getContext('2d', { willReadFrequently: true })!;
  context.scale(ratio, ratio);
  return context;
}

const circle = (c: CanvasRenderingContext2D, at: number, radius: number) => {
  c.beginPath();
  c.arc(at, at, radius, 0, 2 * Math.PI);
};

/** `poi-<n>`, `-h` when highlighted (amber, larger), `-s` when it is the picked POI (a ring). */
function poiImage(number: string, highlighted: boolean, selected: boolean, ratio: number): Drawn {
  const radius = highlighted ? 16 : 12;
  const size = 2 * radius + (selected ? 10 : 4);
  const c = canvas(size, ratio);
  const at = size / 2;
  if (selected) {
    circle(c, at, radius + 3.5);
    c.lineWidth = 3;
    c.strokeStyle = '#f2a900';
    c.stroke();
  }
  circle(c, at, radius - 1);
  c.fillStyle = highlighted ? AMBER : ACCENT;
  c.fill();
  c.lineWidth = 2;
  c.strokeStyle = '#fff';
  c.stroke();
  c.fillStyle = highlighted ? '#1d2430' : '#fff';
  c.font = `600 ${highlighted ? 15 : 12}px sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(number, at, at + 0.5);
  return { image: c.getImageData(0, 0, c.canvas.width, c.canvas.height), options: { pixelRatio: ratio } };
}

/** A white rounded box that stretches around a label's text (`icon-text-fit`). */
function labelBox(ratio: number): Drawn {
  const c = canvas(16, ratio);
  c.beginPath();
  c.roundRect(0.5, 0.5, 15, 15, 4);
  c.fillStyle = 'rgb(255 255 255 / 0.92)';
  c.fill();
  c.strokeStyle = '#f0b48a';
  c.stroke();
  const inner: [number, number] = [5 * ratio, 11 * ratio];
  return {
    image: c.getImageData(0, 0, c.canvas.width, c.canvas.height),
    options: {
      pixelRatio: ratio,
      stretchX: [inner],
      stretchY: [inner],
      content: [inner[0], inner[0], inner[1], inner[1]],
    },
  };
}

/** The image for an id the overlay layers use, or undefined for one that is not ours. */
export function drawMarkerImage(id: string, ratio: number): Drawn | undefined {
  if (id === LABEL_BOX_IMAGE) return labelBox(ratio);
  // The size of the clicked point's pin (.geo-click-marker, 26 × 36 with its tip), transparent.
  if (id === PIN_SPACE_IMAGE) return { image: new ImageData(22, 34), options: {} };
  const poi = /^poi-(\d+)(-h)?(-s)?$/.exec(id);
  return poi ? poiImage(poi[1]!, Boolean(poi[2]), Boolean(poi[3]), ratio) : undefined;
}
