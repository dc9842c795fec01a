// Strings of the app shell. Every UI string lives under src/i18n/, one file per area.
export const shellMessages = {
  zh: {
    'app.title': '地址与卷烟查询',
    'app.mapRegion': '地图',
    'app.addressPanel': '地址',
    'app.cigarettePanel': '卷烟',
    'app.provider': '数据源',
    'app.provider.offline': '离线数据',
    'app.provider.upstream': '上游服务',
    'app.provider.unknown': '未知',
    'app.language': 'English',
    'app.languageLabel': '切换到英文',
  },
  en: {
    'app.title': 'Address & Cigarette Lookup',
    'app.mapRegion': 'Map',
    'app.addressPanel': 'Address',
    'app.cigarettePanel': 'Cigarettes',
    'app.provider': 'Provider',
    'app.provider.offline': 'offline data',
    'app.provider.upstream': 'upstream service',
    'app.provider.unknown': 'unknown',
    'app.language': '中文',
    'app.languageLabel': 'Switch to Chinese',
  },
} as const;
