/** No product of this name in the catalog; `suggestions` are the nearest names (typos, pinyin). */
export class ProductNotFound extends Error {
  constructor(
    readonly name: string,
    readonly suggestions: string[],
  ) {
    super(`no product named "${name}"`);
  }
}
