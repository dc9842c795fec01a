// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useAppStore } from '../../store/app-store';
import { CigaretteCard } from './cigarette-card';

// A record as an upstream may send it: empty colours, an empty pack barcode, wholesale 0 ("not collected").
const record: CigaretteRecord = {
  id: 1,
  name: '中华(硬)',
  type: '烤烟型',
  product_status: '在产',
  sales_channel: '零售',
  package_type: '硬盒',
  pieces_per_pack: 20,
  carton_code: '6901028075862',
  cigarette_code: '',
  single_price: 45,
  carton_price: 450,
  wholesale_price: 0,
  length: 84,
  filter_length: 25,
  tar_content: 11,
  nicotine_content: 1,
  co_content: 12,
  main_color: '',
  secondary_color: '',
  appearance_score: 9,
  taste_score: 8.5,
  satisfaction_score: 8.8,
  purchase_desire_score: 8,
  overall_score: 8.6,
};

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeAll(() => {
  // jsdom has no canvas; jsbarcode only measures its digits' width with one.
  const context = { font: '', measureText: (text: string) => ({ width: text.length * 7 }) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});

beforeEach(() => {
  useAppStore.setState({ language: 'zh' });
});

describe('CigaretteCard', () => {
  it('shows wholesale 0 as 未知 and computes the price of one cigarette', () => {
    render(<CigaretteCard record={record} />);
    expect(screen.getByRole('article', { name: '中华(硬)' })).toBeTruthy();
    expect(row('批发价').textContent).toBe('未知');
    expect(row('单包价').textContent).toBe('45 元/包');
    expect(row('条价').textContent).toBe('450 元/条');
    expect(row('每支价').textContent).toBe('2.25 元/支');
  });

  it('shows smoke contents with units, nicotine with one decimal as packs print it', () => {
    render(<CigaretteCard record={record} />);
    expect(row('焦油量').textContent).toBe('11 mg');
    expect(row('烟碱量').textContent).toBe('1.0 mg');
    expect(row('一氧化碳量').textContent).toBe('12 mg');
    expect(row('烟支长度').textContent).toBe('84 mm');
  });

  it('shows empty colours as "—" without a swatch, and a known colour with its swatch and name', () => {
    const { rerender } = render(<CigaretteCard record={record} />);
    expect(row('主色').textContent).toBe('—');
    expect(row('辅色').textContent).toBe('—');
    expect(screen.queryByTestId('cigarettes-swatch')).toBeNull();
    rerender(<CigaretteCard record={{ ...record, main_color: '红色', secondary_color: '香槟' }} />);
    expect(row('主色').textContent).toBe('红色');
    expect(within(row('主色')).getByTestId('cigarettes-swatch').style.backgroundColor).toBe(
      'rgb(200, 16, 46)',
    );
    expect(row('辅色').textContent).toBe('香槟');
    expect(within(row('辅色')).queryByTestId('cigarettes-swatch')).toBeNull();
    rerender(<CigaretteCard record={{ ...record, main_color: '#1F5FBF', secondary_color: 'gold' }} />);
    expect(row('主色').textContent).toBe('#1F5FBF');
    expect(within(row('主色')).getByTestId('cigarettes-swatch').style.backgroundColor).toBe(
      'rgb(31, 95, 191)',
    );
    expect(within(row('辅色')).getByTestId('cigarettes-swatch').style.backgroundColor).toBe(
      'rgb(212, 175, 55)',
    );
  });

  it('draws a valid carton code as an EAN-13 barcode with its digits, an empty pack code as "—"', async () => {
    render(<CigaretteCard record={record} />);
    expect(row('小盒条码').textContent).toBe('—');
    const barcode = within(row('条盒条码')).getByRole('img', { name: '条盒条码 6901028075862' });
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10));
    expect(barcode.textContent?.replace(/\s/g, '')).toBe('6901028075862');
  });

  it('shows a code that is not a valid EAN-13 as text', () => {
    render(<CigaretteCard record={{ ...record, carton_code: '6901028075863' }} />);
    expect(row('条盒条码').textContent).toBe('6901028075863（非有效 EAN-13）');
    expect(within(row('条盒条码')).queryByRole('img')).toBeNull();
  });

  it('draws the five scores as meters out of 10 with their values', () => {
    render(<CigaretteCard record={record} />);
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['9', '8.5', '8.8', '8', '8.6']);
    for (const meter of meters) expect(meter.getAttribute('aria-valuemax')).toBe('10');
    expect(screen.getByRole('meter', { name: '口感：8.5 / 10' })).toBeTruthy();
    expect(row('口感').textContent).toBe('8.5');
  });

  it('shows "—" for every unknown figure of a name-only record, and no meters', () => {
    render(<CigaretteCard record={{ name: '某烟' }} />);
    for (const label of [
      '类型',
      '单包价',
      '批发价',
      '每支价',
      '烟支长度',
      '焦油量',
      '包装类型',
      '条盒条码',
      '综合',
    ]) {
      expect(row(label).textContent, label).toBe('—');
    }
    expect(screen.queryAllByRole('meter')).toEqual([]);
  });
});
