import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { ERROR_CODES } from '../../contract/error-codes';
import { errorCodeMessages } from './error-code-messages';
import { errorWords, failureOf } from './error-text';

// Every code the server may send has words in both languages (#37); the Chinese ones read as Chinese.

/** Latin words a Chinese sentence may hold: names of formats and protocols, not English. */
const ALLOWED_LATIN = new Set([
  'API',
  'URL',
  'CSV',
  'TSV',
  'XLSX',
  'JSON',
  'HTTP',
  'HTTPS',
  'CSP_CONNECT_SRC',
]);
const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, '');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('the error code dictionaries', () => {
  it.each(ERROR_CODES)('%s has Chinese words, with no English in them', (code) => {
    const zh = errorCodeMessages.zh[code];
    expect(zh.trim()).not.toBe('');
    expect(zh).toMatch(/\p{Script=Han}/u);
    const latin = withoutPlaceholders(zh).match(/[A-Za-z_]{4,}/g) ?? [];
    expect(latin.filter((word) => !ALLOWED_LATIN.has(word))).toEqual([]);
  });

  it.each(ERROR_CODES)('%s has English words naming the same values', (code) => {
    const en = errorCodeMessages.en[code];
    expect(en.trim()).not.toBe('');
    expect(en).not.toMatch(/\p{Script=Han}/u);
    // Chinese may leave a value out that English names, never name one English does not have.
    const enNames = placeholders(en);
    expect(placeholders(errorCodeMessages.zh[code]).filter((name) => !enNames.includes(name))).toEqual([]);
  });

  it('has no words for a code the list does not hold', () => {
    for (const language of ['zh', 'en'] as const)
      expect(Object.keys(errorCodeMessages[language]).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('errorWords', () => {
  const failed = (status: number, errorCode?: string, params?: Record<string, string | number>) =>
    failureOf(new ApiError(status, 'price_min must not be above price_max', { errorCode, params }));

  it('says a known code in the UI language with its values, never the msg', () => {
    expect(errorWords(failed(400, 'lat_out_of_range', { min: -90, max: 90 }), 'zh')).toBe(
      '纬度须为 -90 到 90 之间的数',
    );
    expect(errorWords(failed(400, 'price_range_inverted'), 'en')).toBe(
      'the lowest price must not be above the highest',
    );
  });

  it("falls back to the status's words in the UI language for a code it does not know, or none", () => {
    expect(errorWords(failed(400, 'a_newer_code'), 'zh')).toBe('请求参数有误（状态码 400）');
    expect(errorWords(failed(502), 'zh')).toBe('上游服务出错（状态码 502）');
    expect(errorWords(failed(418, 'toString'), 'zh')).toBe('请求参数有误（状态码 418）');
    expect(errorWords(failureOf(new TypeError('Failed to fetch')), 'zh')).toBe('无法连接服务器');
  });

  it("fills a 429's wait left into the code's words, or says the wait with the status's words", () => {
    const limited = failed(429, 'rate_limited', { limit: 60, seconds: 8 });
    expect(errorWords(limited, 'zh')).toBe('请求过于频繁（每分钟最多 60 次），8 秒后可再试');
    expect(errorWords(limited, 'zh', 5)).toBe('请求过于频繁（每分钟最多 60 次），5 秒后可再试');
    expect(errorWords(failed(429, 'upstream_rate_limited'), 'zh', 20)).toBe('请求过于频繁，20 秒后可再试');
  });
});
