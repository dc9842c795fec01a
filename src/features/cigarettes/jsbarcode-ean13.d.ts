// jsbarcode ships types for its renderer only; this is the shape of its EAN-13 encoder class.
declare module 'jsbarcode/src/barcodes/EAN_UPC/EAN13.js' {
  interface EncodedPart {
    data: string;
    text?: string;
    options?: { height?: number; fontSize?: number };
  }
  export default class EAN13 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    encode(): EncodedPart[];
  }
}
