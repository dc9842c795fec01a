// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { useAppStore } from '../../store/app-store';
import { CardProblem } from './card-status';

const rateLimited = (seconds: number) => new ApiError(429, 'rate limited', { retryAfterS: seconds });
const alertText = () => screen.getByRole('alert').textContent;
const retry = () => screen.getByRole('button', { name: '重试' }) as HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ language: 'zh' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CardProblem after a 429', () => {
  it('counts the wait down each second from Retry-After, and offers the retry at zero', () => {
    const onRetry = vi.fn();
    render(
      <CardProblem
        name="中华(硬)"
        error={rateLimited(8)}
        receivedAt={Date.now()}
        onRetry={onRetry}
        onRemove={() => {}}
      />,
    );
    expect(alertText()).toBe('查询“中华(硬)”失败：请求过于频繁，8 秒后可再试');
    expect(retry().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(alertText()).toBe('查询“中华(硬)”失败：请求过于频繁，7 秒后可再试');
    act(() => vi.advanceTimersByTime(6000));
    expect(alertText()).toBe('查询“中华(硬)”失败：请求过于频繁，1 秒后可再试');
    expect(retry().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(alertText()).toBe('查询“中华(硬)”失败：请求过于频繁，请稍后再试');
    expect(retry().disabled).toBe(false);
    retry().click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts from when the error came, not from when the card was drawn', () => {
    render(
      <CardProblem
        name="中华(硬)"
        error={rateLimited(8)}
        receivedAt={Date.now() - 3000}
        onRetry={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(alertText()).toBe('查询“中华(硬)”失败：请求过于频繁，5 秒后可再试');
  });

  it('says the wait in English in the English UI', () => {
    useAppStore.setState({ language: 'en' });
    render(
      <CardProblem
        name="Zhonghua"
        error={rateLimited(3)}
        receivedAt={Date.now()}
        onRetry={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(alertText()).toBe('Looking up “Zhonghua” failed: too many requests; try again in 3 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(alertText()).toBe('Looking up “Zhonghua” failed: too many requests; try again in 2 s');
  });
});
