// Flatbush's Hilbert curve value (flatbush 4.7.0, index.js, ISC © Vladimir Agafonkin), not exported by the
// package: the on-disk index builder (spatial-index.ts) must order items by exactly the same values.

/** Hilbert value of x, y in 0..65535, shifted into the signed 32-bit range as Flatbush keeps it. */
export function hilbert(x: number, y: number): number {
  let a = x ^ y;
  let b = 0xffff ^ a;
  let c = 0xffff ^ (x | y);
  let d = x & (y ^ 0xffff);

  let A = a | (b >> 1);
  let B = (a >> 1) ^ a;
  let C = c ^ ((c >> 1) ^ (b & (d >> 1)));
  let D = d ^ ((a & (c >> 1)) ^ (d >> 1));

  a = (A & (A >> 2)) ^ (B & (B >> 2));
  b = (A & (B >> 2)) ^ (B & ((A ^ B) >> 2));
  c = C ^ ((A & (C >> 2)) ^ (B & (D >> 2)));
  d = D ^ ((B & (C >> 2)) ^ ((A ^ B) & (D >> 2)));

  A = (a & (a >> 4)) ^ (b & (b >> 4));
  B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4));
  C = c ^ ((a & (c >> 4)) ^ (b & (d >> 4)));
  D = d ^ ((b & (c >> 4)) ^ ((a ^ b) & (d >> 4)));

  c = C ^ ((A & (C >> 8)) ^ (B & (D >> 8)));
  d = D ^ ((B & (C >> 8)) ^ ((A ^ B) & (D >> 8)));

  c ^= c >> 1;
  d ^= d >> 1;
  a = x ^ y;
  b = d | (0xffff ^ (a | c));

  a = (a | (a << 8)) & 0x00ff00ff;
  a = (a | (a << 4)) & 0x0f0f0f0f;
  a = (a | (a << 2)) & 0x33333333;
  a = (a | (a << 1)) & 0x55555555;

  b = (b | (b << 8)) & 0x00ff00ff;
  b = (b | (b << 4)) & 0x0f0f0f0f;
  b = (b | (b << 2)) & 0x33333333;
  b = (b | (b << 1)) & 0x55555555;

  // shift into signed SMI range for performance
  return (((b << 1) | a) >>> 0) - 0x80000000;
}
