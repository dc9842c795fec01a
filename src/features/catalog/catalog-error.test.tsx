// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { useAppStore } from '../../store/app-store';
import { CatalogError } from './catalog-error';

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ language: 'zh' });
});
afterEach(() => vi.useRealTimers());

it("counts a 429's wait down each second, and offers the retry at zero", () => {
  const onRetry = vi.fn();
  const error = new ApiError(429, 'rate limited', { retryAfterS: 3 });
  render(<CatalogError error={error} receivedAt={Date.now()} onRetry={onRetry} />);
  const retry = () => screen.getByRole('button') as HTMLButtonElement;
  expect(screen.getByRole('alert').textContent).toContain('3 秒后可再试');
  expect(retry().disabled).toBe(true);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('alert').textContent).toContain('2 秒后可再试');
  act(() => vi.advanceTimersByTime(2000));
  expect(screen.getByRole('alert').textContent).not.toContain('秒后可再试');
  expect(retry().disabled).toBe(false);
  retry().click();
  expect(onRetry).toHaveBeenCalledOnce();
});
