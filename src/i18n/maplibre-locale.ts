import type { Language } from './messages';

/**
 * MapLibre's own control strings (tooltips and labels of its buttons), by our language.
 * The canvas gets its own name: the map's <section> is already the region called 地图 / Map.
 */
export const maplibreLocale: Record<Language, Record<string, string>> = {
  zh: {
    'AttributionControl.ToggleAttribution': '显示或隐藏数据来源',
    'Map.Title': '交互地图',
    'Marker.Title': '地图标记',
    'NavigationControl.ResetBearing': '重置为正北',
    'NavigationControl.ZoomIn': '放大',
    'NavigationControl.ZoomOut': '缩小',
    'ScaleControl.Meters': '米',
    'ScaleControl.Kilometers': '公里',
  },
  // MapLibre's defaults, spelt out so that switching back from Chinese restores them.
  en: {
    'AttributionControl.ToggleAttribution': 'Toggle attribution',
    'Map.Title': 'Interactive map',
    'Marker.Title': 'Map marker',
    'NavigationControl.ResetBearing': 'Drag to rotate map, click to reset north',
    'NavigationControl.ZoomIn': 'Zoom in',
    'NavigationControl.ZoomOut': 'Zoom out',
    'ScaleControl.Meters': 'm',
    'ScaleControl.Kilometers': 'km',
  },
};
