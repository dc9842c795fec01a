// Strings of the settings dialog beyond the shell's (src/i18n/share-messages.ts), in its lazy chunk.
// Read through useSettingsT (use-settings-t.ts).
export const settingsMessages = {
  zh: {
    'settings.cspBlocked':
      '本页的内容安全策略（CSP）不允许连接 {origin}，浏览器会拦截发往它的请求：请在服务器的 CSP_CONNECT_SRC 中加入这个地址。',
  },
  en: {
    'settings.cspBlocked':
      'This page’s Content Security Policy does not allow connecting to {origin}, so the browser will block requests to it: add it to the server’s CSP_CONNECT_SRC.',
  },
};
