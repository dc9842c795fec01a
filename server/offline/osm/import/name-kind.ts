/**
 * The kind word a Chinese place name ends with (its head noun: 二里庄**车站**, 学院路社会**服务中心**)
 * and the groups (大类) a place so named can be in. A tag whose group is not among them is taken
 * for a mistagging: the category keeps only the key's parent group (osm-tags.ts poiCategory).
 * Only unambiguous words: a name without one (a brand, 六道口) never contradicts its tag, and a
 * stop is named after the place it serves (北京林业大学, 国家图书馆): a transport name is never checked.
 */
const NAME_KINDS: [RegExp, readonly string[]][] = [
  [/(车站|公交站|地铁站|火车站|汽车站|客运站|站台)$/u, ['交通设施服务']],
  [/(停车场|停车楼)$/u, ['交通设施服务']],
  [
    /(充值|营业厅|服务中心|服务站|办事处|居委会)$/u,
    ['生活服务', '购物服务', '政府机构及社会团体', '公司企业', '医疗保健服务'],
  ],
  [/(派出所|法院|街道办事处)$/u, ['政府机构及社会团体']],
  [/(银行|支行|分行|储蓄所)$/u, ['金融保险服务']],
  [/(医院|诊所|卫生院|卫生室|药店|药房)$/u, ['医疗保健服务']],
  [/(大学|中学|小学|幼儿园|学校|图书馆)$/u, ['科教文化服务']],
  [/(餐厅|饭店|饭馆|酒家|酒楼|面馆|食堂|咖啡|咖啡馆|咖啡厅|火锅|快餐)$/u, ['餐饮服务']],
  [/(超市|便利店|商场|专卖店)$/u, ['购物服务']],
  [/(宾馆|旅馆|招待所|客栈)$/u, ['住宿服务']],
  [/(公厕|厕所|卫生间)$/u, ['生活服务']],
  [/(加油站|充电站)$/u, ['汽车服务', '交通设施服务']],
];

const TRANSPORT = '交通设施服务';

/** True when the name's kind word says the place cannot be in `group`. */
export function nameContradicts(name: string, group: string): boolean {
  if (group === TRANSPORT) return false;
  const kind = NAME_KINDS.find(([word]) => word.test(name));
  return kind !== undefined && !kind[1].includes(group);
}
