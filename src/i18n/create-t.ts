import { useCallback } from 'react';
import { useAppStore } from '../store/app-store';
import type { Language } from './language';

export type Vars = Record<string, string | number>;

/** One area's strings: the Chinese defines the keys, the English must have the same ones (checked by the type). */
export type Dictionary<K extends string> = Record<Language, Record<K, string>>;

/** Fills {name} placeholders. */
export const interpolate = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')) : text;

/**
 * The translation hook of one dictionary: useT() returns t(key, vars), the current language's string
 * with its {name} placeholders filled. The shell has one (src/i18n/use-t.ts); a lazy feature makes its
 * own from the dictionary in its folder, so its strings load with its chunk.
 */
export function createT<K extends string>(dictionary: Dictionary<K>) {
  return function useT() {
    const language = useAppStore((s) => s.language);
    return useCallback((key: K, vars?: Vars) => interpolate(dictionary[language][key], vars), [language]);
  };
}
