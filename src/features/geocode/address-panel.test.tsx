// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/app-store';
import { navigateAppUrl } from '../../url/use-app-url';
import { AddressPanel } from './address-panel';
import { emptyAnswer, poiAnswer, sparseAnswer } from '../../api/fixtures/geocode-answers';

/** How long a wait may take on a loaded machine (vi.waitFor's own default is 1 s). */
const WAIT = { timeout: 10_000 };

type Reply = { status: number; body: unknown } | 'hang';
let replies: Reply[];
let asked: URL[];
let signals: (AbortSignal | undefined)[];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  replies = [];
  asked = [];
  signals = [];
  useAppStore.setState({ language: 'zh', poiPreferred: false, hoveredPoiId: undefined });
  window.history.replaceState(null, '', '/?lat=39.915119&lng=116.403963');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push(new URL(input, 'http://localhost'));
      signals.push(init?.signal ?? undefined);
      const reply = replies.shift() ?? { status: 500, body: { code: 500, msg: 'no reply scripted' } };
      if (reply === 'hang') return new Promise<Response>(() => {});
      return json(reply.status, reply.body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The POI rows: the buttons of the POI list (not the chips or "more"). */
const findPoiRows = async () => {
  const section = await screen.findByRole('region', { name: '附近 POI' });
  return within(await within(section).findByRole('list')).findAllByRole('button');
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddressPanel />
    </QueryClientProvider>,
  );
}

describe('the address panel', () => {
  it('asks for the point in the URL and announces the answer', async () => {
    replies.push({ status: 200, body: sparseAnswer });
    renderPanel();
    expect(await screen.findByText('东城区东华门街道', { selector: 'p' })).toBeTruthy();
    expect(asked[0]?.pathname).toBe('/api/geoToAddress');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      lat: '39.915119',
      lng: '116.403963',
      poi: '0',
    });
    expect(screen.getByTestId('geocode-announcer').textContent).toBe('新结果：东城区东华门街道');
  });

  it('shows the error with a retry and keeps the previous answer', async () => {
    const user = userEvent.setup();
    replies.push(
      { status: 200, body: sparseAnswer },
      { status: 502, body: { code: 502, msg: 'upstream failed with HTTP 500' } },
    );
    renderPanel();
    await screen.findByText('东城区东华门街道', { selector: 'p' });

    act(() => navigateAppUrl({ point: { lat: 39.9, lng: 116.3 } }, 'push'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('查询失败：上游服务出错（状态码 502）');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(alert.textContent).toContain('以下是上一次查询的结果。');
    expect(screen.getByText('东城区东华门街道', { selector: 'p' })).toBeTruthy();
    expect(window.location.search).toBe('?lat=39.900000&lng=116.300000');

    replies.push({ status: 200, body: poiAnswer });
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('黄浦区人民广场', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels the older request when a newer point is asked for', async () => {
    replies.push('hang', { status: 200, body: poiAnswer });
    renderPanel();
    await vi.waitFor(() => expect(signals).toHaveLength(1), WAIT);
    expect(signals[0]?.aborted).toBe(false);
    act(() => navigateAppUrl({ point: { lat: 31.2304, lng: 121.4737 } }, 'push'));
    expect(await screen.findByText('黄浦区人民广场', { selector: 'p' })).toBeTruthy();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('shows loading only once the answer is slow (~300 ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      replies.push('hang');
      renderPanel();
      await act(async () => vi.advanceTimersByTime(250));
      expect(screen.queryByText('查询中…')).toBeNull();
      await act(async () => vi.advanceTimersByTime(100));
      expect(screen.getByText('查询中…')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says, and announces, in one sentence when there is nothing at the point', async () => {
    replies.push({ status: 200, body: emptyAnswer });
    renderPanel();
    const sentence = '这里没有地址信息（可能是海上，或在数据覆盖范围之外）。';
    expect((await screen.findByTestId('geocode-answer')).textContent).toBe(sentence);
    expect(screen.getByTestId('geocode-announcer').textContent).toBe(sentence);
    expect(screen.queryByRole('region', { name: '参考地点（address_reference）' })).toBeNull();
  });

  it('announces the same sentence again for a second empty answer', async () => {
    replies.push({ status: 200, body: emptyAnswer }, { status: 200, body: emptyAnswer });
    renderPanel();
    await screen.findByTestId('geocode-answer');
    const first = screen.getByTestId('geocode-announcer').textContent;
    act(() => navigateAppUrl({ point: { lat: 21, lng: 131 } }, 'push'));
    await vi.waitFor(
      () => expect(screen.getByTestId('geocode-announcer').textContent).toBe(`${first}\u00a0`),
      WAIT,
    );
  });

  it('lists POIs when asked; a category chip and a radius ask the server, and are in the URL', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?lat=31.2304&lng=121.4737&poi=1');
    replies.push({ status: 200, body: poiAnswer });
    renderPanel();
    const rows = await findPoiRows();
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('人民公园');
    expect(rows[1]!.textContent).toContain('410米');

    // A chip for each first-level category (美食 is in the answer, 餐饮服务 always offered) asks the server.
    const food = {
      ...poiAnswer,
      data: { ...poiAnswer.data!, poi_count: 14, pois: [poiAnswer.data!.pois![0]] },
    };
    replies.push({ status: 200, body: food });
    const chips = screen.getByRole('group', { name: '按分类筛选（由服务器筛选）' });
    expect(within(chips).getByRole('button', { name: '餐饮服务' })).toBeTruthy();
    await user.click(within(chips).getByRole('button', { name: '美食' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2), WAIT);
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({
      lat: '31.230400',
      lng: '121.473700',
      poi: '1',
      poi_options: 'page_size=10;page_index=1;category=美食',
    });
    expect(new URLSearchParams(window.location.search).get('cat')).toBe('美食');
    await vi.waitFor(async () => expect(await findPoiRows()).toHaveLength(1), WAIT);
    expect(screen.getByTestId('poi-count').textContent).toBe('共 14 个，显示 1 个');
    expect(within(chips).getByRole('button', { name: '美食' }).getAttribute('aria-pressed')).toBe('true');

    replies.push({ status: 200, body: food });
    await user.selectOptions(screen.getByRole('combobox', { name: '搜索半径' }), '500米');
    await vi.waitFor(() => expect(asked).toHaveLength(3), WAIT);
    expect(asked[2]!.searchParams.get('poi_options')).toBe(
      'radius=500;page_size=10;page_index=1;category=美食',
    );
    expect(new URLSearchParams(window.location.search).get('radius')).toBe('500');
  });

  it('"more" asks the next page and adds it under the first', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?lat=31.2304&lng=121.4737&poi=1&radius=1000');
    const page = (ids: string[]) => ({
      ...poiAnswer,
      data: {
        ...poiAnswer.data!,
        poi_count: 4,
        pois: ids.map((id) => ({ ...poiAnswer.data!.pois![0], id, title: `点${id}` })),
      },
    });
    // Answered by what is asked: the lookup itself, or a page of the panel's options.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        asked.push(url);
        const index = url.searchParams.get('poi_options')?.match(/page_index=(\d+)/)?.[1];
        return json(200, index ? page(index === '1' ? ['a', 'b'] : ['c', 'd']) : poiAnswer);
      }),
    );
    renderPanel();
    await vi.waitFor(async () => expect(await findPoiRows()).toHaveLength(2), WAIT);
    await user.click(screen.getByRole('button', { name: '更多（还有 2 个）' }));
    await vi.waitFor(async () => expect(await findPoiRows()).toHaveLength(4), WAIT);
    const pageAsked = asked.filter((url) => url.searchParams.has('poi_options'));
    expect(pageAsked.map((url) => url.searchParams.get('poi_options'))).toEqual([
      'radius=1000;page_size=10;page_index=1',
      'radius=1000;page_size=10;page_index=2',
    ]);
    expect((await findPoiRows()).map((row) => row.querySelector('.geo-poi-number')?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(new URLSearchParams(window.location.search).get('pages')).toBe('2');
    expect(screen.queryByRole('button', { name: /更多/ })).toBeNull();
  });

  it('remembers the POI switch and puts it in the URL', async () => {
    const user = userEvent.setup();
    replies.push({ status: 200, body: sparseAnswer }, { status: 200, body: poiAnswer });
    renderPanel();
    await screen.findByText('东城区东华门街道', { selector: 'p' });
    await user.click(screen.getByRole('switch', { name: '查询附近 POI' }));
    expect(useAppStore.getState().poiPreferred).toBe(true);
    expect(new URLSearchParams(window.location.search).get('poi')).toBe('1');
    await findPoiRows();
    expect(asked.at(-1)?.searchParams.get('poi')).toBe('1');
  });

  it('asks for POIs on the first lookup when the switch was left on last time', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ poiPreferred: true });
    window.history.replaceState(null, '', '/');
    replies.push({ status: 200, body: poiAnswer });
    renderPanel();
    await user.type(screen.getByLabelText('粘贴坐标（纬度,经度 或 经度,纬度，GCJ-02）'), '31.2304,121.4737');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(new URLSearchParams(window.location.search).get('poi')).toBe('1');
    await findPoiRows();
    expect(asked[0]?.searchParams.get('poi')).toBe('1');
  });

  it('shows the point in three datums and looks up a pasted "lng,lat"', async () => {
    const user = userEvent.setup();
    replies.push({ status: 200, body: sparseAnswer }, { status: 200, body: poiAnswer });
    renderPanel();
    const datums = screen.getByLabelText('查询点的三种坐标');
    expect(datums.textContent).toContain('GCJ-0239.915119, 116.403963');
    expect(datums.textContent).toContain('WGS-8439.913715, 116.397718');
    expect(datums.textContent).toContain('BD-0939.921456, 116.410332');

    await user.type(screen.getByLabelText('粘贴坐标（纬度,经度 或 经度,纬度，GCJ-02）'), '121.4737, 31.2304');
    expect(screen.getByText('识别为：纬度 31.2304，经度 121.4737')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(window.location.search).toBe('?lat=31.230400&lng=121.473700');
  });
});
