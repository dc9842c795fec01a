export type Language = 'zh' | 'en';
