/**
 * China's 34 province-level divisions and the Geofabrik extract of each (Geofabrik splits
 * asia/china into these sub-regions; Taiwan is its own, asia/taiwan). `npm run osm:import --
 * --region` takes any of a row's names: the full name (江苏省), the short one (江苏), the pinyin
 * (jiangsu) or the adcode prefix (32). README "Street level with OpenStreetMap" lists the forms.
 */
export interface ChinaRegion {
  /** The Geofabrik id: `<base>/<id>-latest.osm.pbf`. */
  id: string;
  adcode: string;
  name: string;
  short: string;
  /** Pinyin without tones or spaces; the Geofabrik name where it is an English one (tibet, xizang). */
  pinyin: string[];
}

const row = (
  adcode: string,
  name: string,
  short: string,
  slug: string,
  ...pinyin: string[]
): ChinaRegion => ({
  id: slug === 'taiwan' ? 'asia/taiwan' : `asia/china/${slug}`,
  adcode,
  name,
  short,
  pinyin: [slug, ...pinyin],
});

export const CHINA_REGIONS: readonly ChinaRegion[] = [
  row('11', '北京市', '北京', 'beijing'),
  row('12', '天津市', '天津', 'tianjin'),
  row('13', '河北省', '河北', 'hebei'),
  row('14', '山西省', '山西', 'shanxi'),
  row('15', '内蒙古自治区', '内蒙古', 'inner-mongolia', 'neimenggu', 'neimeng'),
  row('21', '辽宁省', '辽宁', 'liaoning'),
  row('22', '吉林省', '吉林', 'jilin'),
  row('23', '黑龙江省', '黑龙江', 'heilongjiang'),
  row('31', '上海市', '上海', 'shanghai'),
  row('32', '江苏省', '江苏', 'jiangsu'),
  row('33', '浙江省', '浙江', 'zhejiang'),
  row('34', '安徽省', '安徽', 'anhui'),
  row('35', '福建省', '福建', 'fujian'),
  row('36', '江西省', '江西', 'jiangxi'),
  row('37', '山东省', '山东', 'shandong'),
  row('41', '河南省', '河南', 'henan'),
  row('42', '湖北省', '湖北', 'hubei'),
  row('43', '湖南省', '湖南', 'hunan'),
  row('44', '广东省', '广东', 'guangdong'),
  row('45', '广西壮族自治区', '广西', 'guangxi'),
  row('46', '海南省', '海南', 'hainan'),
  row('50', '重庆市', '重庆', 'chongqing'),
  row('51', '四川省', '四川', 'sichuan'),
  row('52', '贵州省', '贵州', 'guizhou'),
  row('53', '云南省', '云南', 'yunnan'),
  row('54', '西藏自治区', '西藏', 'tibet', 'xizang'),
  // Geofabrik's spelling tells 陕西 (shaanxi) from 山西 (shanxi).
  row('61', '陕西省', '陕西', 'shaanxi'),
  row('62', '甘肃省', '甘肃', 'gansu'),
  row('63', '青海省', '青海', 'qinghai'),
  row('64', '宁夏回族自治区', '宁夏', 'ningxia'),
  row('65', '新疆维吾尔自治区', '新疆', 'xinjiang'),
  row('71', '台湾省', '台湾', 'taiwan'),
  row('81', '香港特别行政区', '香港', 'hong-kong', 'xianggang', 'hongkong'),
  row('82', '澳门特别行政区', '澳门', 'macau', 'aomen', 'macao'),
];
