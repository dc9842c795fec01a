// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useAppStore } from '../../store/app-store';
import { parseAppUrl } from '../../url/app-url';
import { CigarettePanel } from './cigarette-panel';
import { AUTOCOMPLETE_DELAY_MS } from './use-autocomplete';

const RECORDS: Record<string, CigaretteRecord> = {
  '中华(硬)': { name: '中华(硬)', single_price: 45, pieces_per_pack: 20, overall_score: 8.6 },
  '中华(软)': { name: '中华(软)', single_price: 65, pieces_per_pack: 20, overall_score: 9.1 },
};

type Handler = (path: string, params: URLSearchParams) => { status: number; body: unknown } | undefined;
let override: Handler = () => undefined;
const calls: string[] = [];

function answer(path: string, params: URLSearchParams) {
  const custom = override(path, params);
  if (custom) return custom;
  if (path === '/api/cigaretteDetails') {
    const name = params.get('name')!;
    const record = RECORDS[name.replace('（', '(').replace('）', ')')];
    return record
      ? { status: 200, body: record }
      : {
          status: 404,
          body: { code: 404, msg: `no product named "${name}"`, suggestions: ['中华(硬)', '中华(软)'] },
        };
  }
  if (path === '/api/cigarettes') {
    const q = params.get('q')!;
    return { status: 200, body: { names: Object.keys(RECORDS).filter((n) => n.includes(q)) } };
  }
  return { status: 404, body: { code: 404, msg: 'no such endpoint' } };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CigarettePanel />
    </QueryClientProvider>,
  );
}

const urlCards = () => parseAppUrl(window.location.search).state.cig;
const input = () => screen.getByRole('combobox', { name: '卷烟名称' });
const historyNames = () =>
  useAppStore.getState().lookups.flatMap((entry) => (entry.kind === 'cigarette' ? [entry.name] : []));

/** 中华(硬) by 查询, then 中华(软) by 加入对比; answers the second card. */
async function lookUpHardThenAddSoft(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(), '中华(硬){Enter}');
  await screen.findByRole('article', { name: '中华(硬)' });
  await user.clear(input());
  await user.type(input(), '中华(软)');
  await user.click(screen.getByRole('button', { name: '加入对比' }));
  return screen.findByRole('article', { name: '中华(软)' });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  useAppStore.setState({ language: 'zh', lookups: [] });
  override = () => undefined;
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://app');
      calls.push(`${pathname}?${searchParams}`);
      const { status, body } = answer(pathname, searchParams);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CigarettePanel', () => {
  it('looks a name up into a card and puts it in the URL', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(input(), '中华（硬）');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('article', { name: '中华(硬)' })).toBeTruthy();
    expect(urlCards()).toEqual(['中华（硬）']);
  });

  it('offers "did you mean" names on a 404; one click shows that card and the typed text stays', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(input(), '中毕(硬){Enter}');
    const suggestions = await screen.findByRole('navigation', { name: '您是不是要找：' });
    expect(screen.getByRole('alert').textContent).toBe('未找到“中毕(硬)”');
    await user.click(within(suggestions).getByRole('button', { name: '中华(硬)' }));
    expect(await screen.findByRole('article', { name: '中华(硬)' })).toBeTruthy();
    expect(urlCards()).toEqual(['中华(硬)']);
    expect(input()).toHaveProperty('value', '中毕(硬)');
  });

  it('gives a name not found no card slot: it leaves the URL (replacing the entry) and the typed text stays', async () => {
    const user = userEvent.setup();
    renderPanel();
    await lookUpHardThenAddSoft(user);
    await user.clear(input());
    await user.type(input(), '中毕(硬)');
    const entries = window.history.length;
    await user.click(screen.getByRole('button', { name: '加入对比' }));
    expect((await screen.findByRole('alert')).textContent).toBe('未找到“中毕(硬)”');
    await waitFor(() => expect(urlCards()).toEqual(['中华(硬)', '中华(软)']));
    // The lookup pushed one entry; taking the name out replaced it rather than adding another.
    expect(window.history.length).toBe(entries + 1);
    expect(within(screen.getByRole('list', { name: '卷烟卡片' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '加入对比' })).toHaveProperty('disabled', false);
    expect(input()).toHaveProperty('value', '中毕(硬)');
  });

  it("records a card found in the history under the product's name, and no name not found", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(input(), '中华（硬）{Enter}');
    await screen.findByRole('article', { name: '中华(硬)' });
    await waitFor(() => expect(historyNames()).toEqual(['中华(硬)']));
    await user.clear(input());
    await user.type(input(), '中毕(硬)');
    await user.click(screen.getByRole('button', { name: '加入对比' }));
    await screen.findByRole('alert');
    expect(historyNames()).toEqual(['中华(硬)']);
    expect(
      within(screen.getByRole('navigation', { name: '最近查询' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['中华(硬)', '清除']);
  });

  it('records the cards of the opening link, and none again when back brings them', async () => {
    window.history.replaceState(null, '', `/?cig=${encodeURIComponent('中华(软)')}`);
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() => expect(historyNames()).toEqual(['中华(软)']));
    await user.type(input(), '中华(硬){Enter}');
    await waitFor(() => expect(historyNames()).toEqual(['中华(硬)', '中华(软)']));
    act(() => window.history.back());
    expect(await screen.findByRole('article', { name: '中华(软)' })).toBeTruthy();
    expect(historyNames()).toEqual(['中华(硬)', '中华(软)']);
  });

  it('lists the recent cigarette lookups of the history, and clearing them leaves the points', async () => {
    const at = '2026-11-24T12:00:00.000Z';
    const point = { kind: 'point', at, lat: 39.9, lng: 116.4 } as const;
    useAppStore.setState({
      lookups: [
        { kind: 'cigarette', at, name: '玉溪(软)' },
        point,
        { kind: 'cigarette', at, name: '中华(硬)' },
      ],
    });
    const user = userEvent.setup();
    renderPanel();
    const recent = screen.getByRole('navigation', { name: '最近查询' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['玉溪(软)', '中华(硬)']);
    await user.click(within(recent).getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('navigation', { name: '最近查询' })).toBeNull();
    expect(useAppStore.getState().lookups).toEqual([point]);
    act(() => useAppStore.setState({ lookups: [{ kind: 'cigarette', at, name: '云烟(紫)' }] }));
    expect(
      within(screen.getByRole('navigation', { name: '最近查询' })).getByRole('button', { name: '云烟(紫)' }),
    ).toBeTruthy();
    act(() => useAppStore.getState().clearLookups());
    expect(screen.queryByRole('navigation', { name: '最近查询' })).toBeNull();
  });

  it('shows a failure with a retry that recovers, keeping the typed text', async () => {
    const user = userEvent.setup();
    override = (path) =>
      path === '/api/cigaretteDetails' ? { status: 503, body: { code: 503, msg: 'not ready' } } : undefined;
    renderPanel();
    await user.type(input(), '中华(硬){Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '查询“中华(硬)”失败：服务暂不可用：没有安装所需数据',
    );
    override = () => undefined;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article', { name: '中华(硬)' })).toBeTruthy();
    expect(input()).toHaveProperty('value', '中华(硬)');
  });

  it('completes names from the keyboard: arrows move the active option, Enter takes it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(input(), '中华');
    const listbox = await screen.findByRole('listbox', { name: '名称建议' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['中华(硬)', '中华(软)']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { selected: true });
    expect(active.textContent).toBe('中华(软)');
    expect(input().getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(input()).toHaveProperty('value', '中华(软)');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: '中华(软)' })).toBeTruthy();
  });

  it('treats a 404 from /api/cigarettes as "no autocomplete" and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    override = (path) =>
      path === '/api/cigarettes' ? { status: 404, body: { code: 404, msg: 'no such endpoint' } } : undefined;
    renderPanel();
    await user.type(input(), '中');
    await waitFor(() => expect(calls.filter((c) => c.startsWith('/api/cigarettes?'))).toHaveLength(1));
    await user.type(input(), '华');
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2));
    expect(calls.filter((c) => c.startsWith('/api/cigarettes?'))).toHaveLength(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('compares two cards, marking the better and worse value of a row', async () => {
    const user = userEvent.setup();
    renderPanel();
    const soft = await lookUpHardThenAddSoft(user);
    const hard = screen.getByRole('article', { name: '中华(硬)' });
    expect(urlCards()).toEqual(['中华(硬)', '中华(软)']);
    const price = (card: HTMLElement) => within(card).getByText('单包价').nextElementSibling!.textContent;
    expect(price(hard)).toBe('45 元/包较优');
    expect(price(soft)).toBe('65 元/包较差');
    const overall = (card: HTMLElement) => within(card).getByText('综合').nextElementSibling!.textContent;
    expect(overall(soft)).toContain('较优');
    expect(overall(hard)).toContain('较差');
  });
});
