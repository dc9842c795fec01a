import { describe, expect, it } from 'vitest';
import { ANSWER_COLUMNS, ANSWER_KEYS, answerOfValues, answerValues } from './batch-answer-columns';
import { batchAnswersResponseSchema } from './batch-schema';
import { geocodeDataSchema } from './geocode-schema';

/** An answer holding `value` at one dotted path only (`0`: the first of a list). */
function answerWith(path: string, value: string) {
  const data: Record<string, unknown> = {};
  const names = path.split('.');
  let node = data;
  names.slice(0, -1).forEach((name, depth) => {
    const child: Record<string, unknown> =
      names[depth + 1] === '0' ? ([] as unknown as Record<string, unknown>) : {};
    node = node[name] = child;
  });
  node[names.at(-1)!] = value;
  return data;
}

describe('the batch answer columns', () => {
  it('reads each column from every path it names, through the narrow parse', () => {
    for (const [column, key] of ANSWER_KEYS.entries()) {
      for (const path of ANSWER_COLUMNS[key]) {
        const body = { code: 200, data: [{ id: 0, code: 200, data: answerWith(path, `v-${path}`) }] };
        const [item] = batchAnswersResponseSchema.parse(body).data;
        expect(answerValues(item!.data)[column], path).toBe(`v-${path}`);
      }
    }
  });

  it("gives a row's fields back as an answer: each at its column's first path, empty ones left out", () => {
    const values = ['东城区东华门街道', '北京市', '北京市', '东城区', '110101', '东华门街道', '', '故宫'];
    const answer = answerOfValues(values);
    expect(answer).toEqual({
      formatted_addresses: { recommend: '东城区东华门街道' },
      ad_info: { province: '北京市', city: '北京市', district: '东城区', adcode: '110101' },
      address_reference: { town: { title: '东华门街道' } },
      pois: [{ title: '故宫' }],
    });
    expect(geocodeDataSchema.safeParse(answer).success).toBe(true);
    expect(answerValues(answer)).toEqual(values);
  });
});
