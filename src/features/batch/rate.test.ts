import { describe, expect, it } from 'vitest';
import { interpolate } from '../../i18n/create-t';
import { batchMessages } from './batch-messages';
import { formatDuration } from './rate';

const wordsIn =
  (language: 'zh' | 'en') => (key: keyof (typeof batchMessages)['zh'], vars: Record<string, number>) =>
    interpolate(batchMessages[language][key], vars);

describe('a time left in the UI’s words', () => {
  it('names its units in Chinese in Chinese', () => {
    const zh = wordsIn('zh');
    expect(formatDuration(4.4, zh)).toBe('4 秒');
    expect(formatDuration(200, zh)).toBe('3 分 20 秒');
    expect(formatDuration(3900, zh)).toBe('1 小时 5 分钟');
  });

  it('names them in English in English', () => {
    const en = wordsIn('en');
    expect(formatDuration(4.4, en)).toBe('4 s');
    expect(formatDuration(200, en)).toBe('3 min 20 s');
    expect(formatDuration(3900, en)).toBe('1 h 5 min');
  });

  it('rounds to the minute past an hour without a sixtieth minute', () => {
    expect(formatDuration(7199, wordsIn('zh'))).toBe('2 小时 0 分钟');
  });
});
