import { useCallback } from 'react';
import { useAppStore } from '../store/app-store';
import { messages, type MessageKey } from './messages';

/** Fills {name} placeholders. */
export const interpolate = (text: string, vars?: Record<string, string | number>) =>
  vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;

/** Returns t(key, vars): the current language's string with {name} placeholders filled. */
export function useT() {
  const language = useAppStore((s) => s.language);
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => {
      return interpolate(messages[language][key], vars);
    },
    [language],
  );
}
