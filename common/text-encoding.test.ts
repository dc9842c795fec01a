import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { TextEncoding } from './encoding-names';
import { detectEncoding, encodingNamed, strictDecoder } from './text-encoding';

const TRADITIONAL =
  '門市清單（2026年11月）\n編號,門市名稱,負責人,緯度,經度\n1,王府井店,張三,39.9151,116.4039\n';
const TABLE =
  '门店清单（2026年11月）\n编号,门店名称,负责人,纬度,经度\n1,王府井店,张三,39.9151,116.4039\n2,前門店,李四,39.8994,116.3976\n';

describe('detectEncoding', () => {
  const cases: [string, string, TextEncoding][] = [
    ['utf8', TABLE, 'utf-8'],
    ['gbk', TABLE, 'gb18030'],
    ['gb18030', TRADITIONAL, 'gb18030'],
    ['big5', TRADITIONAL, 'big5'],
  ];
  it.each(cases)('reads a table saved as %s', (iconvName, text, expected) => {
    const bytes = iconv.encode(text, iconvName);
    expect(detectEncoding(bytes)).toBe(expected);
    expect(strictDecoder(expected).decode(bytes)).toBe(text);
  });

  it('reads UTF-16 LE and BE by their BOM, and drops the BOM', () => {
    for (const [name, encoding] of [
      ['utf16-le', 'utf-16le'],
      ['utf16-be', 'utf-16be'],
    ] as const) {
      const bytes = iconv.encode(TABLE, name, { addBOM: true });
      expect(detectEncoding(bytes)).toBe(encoding);
      expect(strictDecoder(encoding).decode(bytes)).toBe(TABLE);
    }
  });

  it('reads a GB18030 four-byte character back exactly', () => {
    const text = '名称,纬度,经度\n𠀀店,39.9,116.4\n';
    const bytes = iconv.encode(text, 'gb18030');
    expect(detectEncoding(bytes)).toBe('gb18030');
    expect(strictDecoder('gb18030').decode(bytes)).toBe(text);
  });

  it('reads no encoding in binary data', () => {
    expect(
      detectEncoding(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xff])),
    ).toBeUndefined();
  });

  it('knows the names people give them', () => {
    expect(encodingNamed('GBK')).toBe('gb18030');
    expect(encodingNamed(' UTF-16BE ')).toBe('utf-16be');
    expect(encodingNamed('shift_jis')).toBeUndefined();
  });
});
