import { describe, expect, it } from 'vitest';
import { geocodeResponseSchema } from './geocode-schema';
import { describeIssues } from './tolerant';

const envelope = (data: unknown) => ({ code: 200, msg: 'Success', request_id: 'r1', data });

describe('geocodeResponseSchema', () => {
  it('accepts a body without address_reference members, with empty strings and nulls', () => {
    const parsed = geocodeResponseSchema.parse(
      envelope({
        address: '',
        address_component: { nation: '中国', street: '', street_number: '' },
        address_reference: { town: null },
        ad_info: { adcode: '110101', city_code: '' },
        pois: null,
      }),
    );
    expect(parsed.data?.address).toBe('');
    expect(parsed.data?.address_reference?.town).toBeUndefined();
    expect(parsed.data?.pois).toBeUndefined();
  });

  it('keeps an unknown extra field', () => {
    const parsed = geocodeResponseSchema.parse(envelope({ address: 'x', brand_new_field: 42 }));
    expect(parsed.data).toMatchObject({ brand_new_field: 42 });
  });

  it('rejects a wrong type and names the field path', () => {
    const result = geocodeResponseSchema.safeParse(envelope({ ad_info: { adcode: 110101 } }));
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toMatch(/^data\.ad_info\.adcode: .*string/);
  });

  it('names the index of a bad POI', () => {
    const result = geocodeResponseSchema.safeParse(
      envelope({ pois: [{ title: 'ok' }, { _distance: '12' }] }),
    );
    expect(describeIssues(result.error!)).toContain('data.pois.1._distance');
  });

  it('requires the envelope code to be an integer', () => {
    expect(geocodeResponseSchema.safeParse({ msg: 'ok' }).success).toBe(false);
    expect(geocodeResponseSchema.safeParse({ code: '200' }).success).toBe(false);
  });
});
