import { describe, expect, it } from 'vitest';
import { nameKeys, normaliseName, syllablesOf } from './name-keys';

const keysOf = (display: string) => {
  const name = normaliseName(display);
  return nameKeys(name, syllablesOf([name])[0]!);
};

describe('normaliseName', () => {
  it.each([
    ['浦东 (陆家嘴)', '浦东陆家嘴'],
    ['浦东（陆家嘴）', '浦东陆家嘴'],
    ['Ürümqi', 'urumqi'],
    ['Lu’an', 'luan'],
    ['Xi An', 'xian'],
    ['ＡＢＣ１', 'abc1'],
  ])('%s → %s', (input, expected) => expect(normaliseName(input)).toBe(expected));
});

describe('pinyin keys of real place names', () => {
  it.each([
    // name, full pinyin, initials, core, core pinyin, core initials
    ['陆家嘴', 'lujiazui', 'ljz', '', '', ''],
    ['陆家嘴站', 'lujiazuizhan', 'ljzz', '陆家嘴', 'lujiazui', 'ljz'],
    ['天安门东', 'tiananmendong', 'tamd', '', '', ''],
    ['上海市', 'shanghaishi', 'shs', '上海', 'shanghai', 'sh'],
    ['北京市', 'beijingshi', 'bjs', '北京', 'beijing', 'bj'],
    // Polyphonic characters read in context.
    ['重庆市', 'chongqingshi', 'cqs', '重庆', 'chongqing', 'cq'],
    ['六安市', 'luanshi', 'las', '六安', 'luan', 'la'],
    ['厦门市', 'xiamenshi', 'xms', '厦门', 'xiamen', 'xm'],
    ['番禺区', 'panyuqu', 'pyq', '番禺', 'panyu', 'py'],
    ['长沙市', 'changshashi', 'css', '长沙', 'changsha', 'cs'],
    // ü is typed as v.
    ['绿春县', 'lvchunxian', 'lcx', '绿春', 'lvchun', 'lc'],
    ['新疆维吾尔自治区', 'xinjiangweiwuerzizhiqu', 'xjwwezzq', '新疆', 'xinjiang', 'xj'],
    // Traditional characters (some OSM station names) read too.
    ['長壽路', 'changshoulu', 'csl', '', '', ''],
  ])('%s', (name, pinyin, initials, core, corePinyin, coreInitials) => {
    expect(keysOf(name)).toEqual({ name, pinyin, initials, core, corePinyin, coreInitials });
  });

  it('keeps letters and digits inside a Chinese name', () => {
    expect(keysOf('1号线站')).toMatchObject({ pinyin: '1haoxianzhan', initials: '1hxz' });
  });

  it('gives a romanised name no pinyin (its own letters are matched)', () => {
    expect(keysOf('Lujiao')).toEqual({
      name: 'lujiao',
      core: '',
      pinyin: '',
      corePinyin: '',
      initials: '',
      coreInitials: '',
    });
  });

  it('reads names in batches exactly as one by one', () => {
    const names = ['六安市', 'Beijing', '重庆市', '浦东陆家嘴', '朝阳区'].map(normaliseName);
    expect(syllablesOf(names)).toEqual(names.map((name) => syllablesOf([name])[0]));
    expect(syllablesOf(names)[1]).toEqual([]);
  });
});
