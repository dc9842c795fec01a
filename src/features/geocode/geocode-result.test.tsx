// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/app-store';
import { noReferencesAnswer, sparseAnswer } from './fixtures/geocode-answers';
import { GeocodeFields, ResultHeadline } from './geocode-result';
import { ReferenceList } from './reference-list';
import { presentReferences } from './result-model';

const field = (name: string) => {
  const row = document.querySelector(`[data-field="${name}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no field ${name}`);
  return within(row).getByRole('definition');
};

beforeEach(() => useAppStore.setState({ language: 'zh' }));

describe('the result fields', () => {
  it('shows empty strings as empty, never hiding the field', () => {
    render(<GeocodeFields result={sparseAnswer} />);
    expect(field('address_component.street').textContent).toContain('（空字符串）');
    expect(field('address_component.street_number').textContent).toContain('（空字符串）');
    expect(field('formatted_addresses.rough').textContent).toContain('（空字符串）');
    expect(within(field('address_component.street')).queryByRole('button')).toBeNull();
  });

  it('shows all nine ad_info fields, the name split into its levels', () => {
    render(<GeocodeFields result={sparseAnswer} />);
    const adInfo = screen.getByRole('region', { name: '行政区划（ad_info）' });
    expect(within(adInfo).getAllByRole('term')).toHaveLength(9);
    const levels = within(field('ad_info.name'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(levels).toEqual(['中国', '北京市', '北京市', '东城区']);
    expect(field('ad_info.location').textContent).toContain('39.917544, 116.418757');
    expect(field('ad_info.city_code').textContent).toContain('156110101');
  });

  it('marks fields the answer did not carry as not returned', () => {
    render(<GeocodeFields result={noReferencesAnswer} />);
    expect(field('ad_info.city_code').textContent).toContain('—（未返回）');
    expect(field('ad_info.location').textContent).toContain('—（未返回）');
    expect(field('address_component.street_number').textContent).toContain('1号');
  });

  it('copies a value with one click', async () => {
    const user = userEvent.setup();
    render(<GeocodeFields result={sparseAnswer} />);
    await user.click(screen.getByRole('button', { name: '复制 行政区划代码' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('110101');
    expect(within(field('ad_info.adcode')).getByRole('status').textContent).toContain('已复制');
  });

  it('leads with the recommended address and the region', () => {
    render(<ResultHeadline result={sparseAnswer} />);
    expect(screen.getByText('东城区东华门街道')).toBeTruthy();
    expect(screen.getByText('东城区 · 北京市')).toBeTruthy();
  });
});

describe('the reference list', () => {
  it('has one row per member present, with label, title, direction and distance', () => {
    render(<ReferenceList references={presentReferences(sparseAnswer)} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.kind)).toEqual(['crossroad', 'town']);
    expect(rows[0]!.textContent).toContain('交叉口');
    expect(rows[0]!.textContent).toContain('（无名称）');
    expect(rows[0]!.textContent).toContain('东北 320 m');
    expect(rows[1]!.textContent).toContain('乡镇街道东华门街道内 0 m');
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
