import type { ComponentType } from 'react';

/** What the compare view draws with the cigarette feature's parts, given by the app (features never import each other). */
export interface CompareParts {
  ScoreMeter: ComponentType<{ label: string; value: number }>;
  ColourSwatch: ComponentType<{ name: string | undefined }>;
  Ean13Barcode: ComponentType<{ code: string | undefined; label: string }>;
  /** The name box with autocomplete. */
  NameBox: ComponentType<{
    text: string;
    onTextChange: (text: string) => void;
    onChoose: (name: string) => void;
  }>;
}
