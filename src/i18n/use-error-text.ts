import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import type { Vars } from './create-t';
import { errorText } from './error-text';
import type { MessageKey } from './messages';

/**
 * errorText for an error received at `receivedAt` (ms), with a 429's wait counting down each second
 * (请求过于频繁，8 秒后可再试 … 7 秒 …) until it is over.
 */
export function useErrorText(error: Error, receivedAt: number): [MessageKey, Vars] {
  const wait = error instanceof ApiError && error.status === 429 ? error.details.retryAfterS : undefined;
  const until = wait ? receivedAt + wait * 1000 : 0;
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return errorText(error);
  const left = Math.ceil((until - now) / 1000);
  return left > 0 ? ['error.rateLimitedFor', { seconds: left }] : ['error.rateLimited', {}];
}
