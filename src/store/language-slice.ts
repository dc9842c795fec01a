import type { StateCreator } from 'zustand';
import type { Language } from '../i18n/language';

export interface LanguageSlice {
  language: Language;
  setLanguage: (language: Language) => void;
}

function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.some((tag) => tag.toLowerCase().startsWith('zh')) || preferred.length === 0 ? 'zh' : 'en';
}

export const createLanguageSlice: StateCreator<LanguageSlice, [], [], LanguageSlice> = (set) => ({
  language: browserLanguage(),
  setLanguage: (language) => set({ language }),
});
