// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useAppStore } from '../../store/app-store';
import { ProductStatus } from './product-status';

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ language: 'zh' });
});
afterEach(() => vi.useRealTimers());

it("counts a 429's wait down each second in a compare column, and offers the retry at zero", () => {
  const refetch = vi.fn();
  const result = {
    data: undefined,
    error: new ApiError(429, 'rate limited', { retryAfterS: 2 }),
    errorUpdatedAt: Date.now(),
    isFetching: false,
    refetch,
  } as unknown as UseQueryResult<CigaretteRecord>;
  render(<ProductStatus result={result} onReplace={() => {}} />);
  const retry = () => screen.getByRole('button') as HTMLButtonElement;
  expect(screen.getByRole('alert').textContent).toContain('2 秒后可再试');
  expect(retry().disabled).toBe(true);
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('alert').textContent).toContain('1 秒后可再试');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('alert').textContent).not.toContain('秒后可再试');
  expect(retry().disabled).toBe(false);
  retry().click();
  expect(refetch).toHaveBeenCalledOnce();
});
