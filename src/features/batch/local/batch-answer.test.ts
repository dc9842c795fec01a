import { describe, expect, it } from 'vitest';
import { batchAnswersResponseSchema, batchResponseSchema } from '../../../../contract/batch-schema';
import { poiAnswer, sparseAnswer } from '../../../api/fixtures/geocode-answers';
import type { GeocodeResponse } from '../../../../contract/geocode-schema';
import { describeIssues } from '../../../../contract/tolerant';
import { answerFields } from '../table/answer-columns';

/** A batch answer of two whole geocode answers (POIs and no references; a town and no POIs) and an item error. */
function batchBody() {
  const item = (id: number, { data }: GeocodeResponse) => ({
    id,
    code: 200,
    msg: 'query ok',
    data: structuredClone(data),
  });
  return {
    code: 200,
    msg: 'ok',
    request_id: 'r1',
    data: [
      item(0, poiAnswer),
      item(1, sparseAnswer),
      { id: 2, code: 400, msg: 'points.2.lat: expected number', data: null },
    ],
  };
}

describe('the batch answer as the browser reads it', () => {
  it('keeps every field the table shows, the same as the whole answer parsed', () => {
    const narrow = batchAnswersResponseSchema.parse(batchBody());
    const whole = batchResponseSchema.parse(batchBody());
    expect(narrow.data.map(answerFields)).toEqual(whole.data.map(answerFields));
    expect(answerFields(narrow.data[0]!)).toEqual([
      '黄浦区人民广场',
      '上海市',
      '上海市',
      '黄浦区',
      '310101',
      '',
      '南京东路',
      '第一食堂',
    ]);
    expect(answerFields(narrow.data[1]!)).toEqual([
      '东城区东华门街道',
      '北京市',
      '北京市',
      '东城区',
      '110101',
      '东华门街道',
      '',
      '',
    ]);
    expect(narrow.data[2]).toEqual({
      id: 2,
      code: 400,
      msg: 'points.2.lat: expected number',
      data: undefined,
    });
  });

  it('drops what the table does not show, unparsed', () => {
    const [first] = batchAnswersResponseSchema.parse(batchBody()).data;
    expect(first!.data).not.toHaveProperty('location');
    expect(first!.data!.ad_info).not.toHaveProperty('name');
    expect(first!.data!.pois![0]).toEqual({ title: '第一食堂' });
  });

  it('still refuses a shown field of the wrong type, naming it', () => {
    const body = batchBody();
    (body.data[1]!.data!.ad_info as { province: unknown }).province = 5;
    const result = batchAnswersResponseSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toBe('data.1.data.ad_info.province: expected string');
  });

  it('reads null as absent', () => {
    const body = batchBody();
    (body.data[1]!.data as { address_reference: unknown }).address_reference = null;
    expect(answerFields(batchAnswersResponseSchema.parse(body).data[1]!)[5]).toBe('');
  });
});
