/** The 56 peoples' names as used in ethnic townships (孙各庄满族乡, 禾木哈纳斯蒙古民族乡). */
const PEOPLES =
  '蒙古|回|藏|维吾尔|苗|彝|壮|布依|朝鲜|满|侗|瑶|白|土家|哈尼|哈萨克|傣|黎|傈僳|佤|畲|高山|拉祜|水|东乡|纳西|景颇|柯尔克孜|土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|乌孜别克|俄罗斯|鄂温克|德昂|保安|裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺';
const ETHNIC = new RegExp(`(?:(?:${PEOPLES})族)+$|(?:${PEOPLES})*民族$`, 'u');

/** Township-level suffixes, longest first. */
export const TOWNSHIP_SUFFIX = /(?:街道办事处|地区办事处|街道|办事处|镇|乡|苏木)$/u;
/** County-level suffixes (a name ending so is a district's, county's or city's). */
export const COUNTY_SUFFIX = /(?:自治县|自治旗|新区|林区|特区|区|县|市|旗)$/u;

/**
 * A township's name without its level and ethnic part: 红墩乡 and 红墩镇 → 红墩,
 * 孙各庄满族乡 → 孙各庄, 香花桥街道 → 香花桥. Names that are only a suffix stay whole.
 */
export function townshipStem(name: string): string {
  const stem = name.replace(TOWNSHIP_SUFFIX, '').replace(ETHNIC, '');
  return stem.length > 0 ? stem : name;
}

/** A county-level name without its level: 浦东新区 → 浦东, 长阳土家族自治县 → 长阳; 芒市 stays whole (one character is no name). */
export function countyStem(name: string): string {
  const stem = name.replace(COUNTY_SUFFIX, '').replace(ETHNIC, '');
  return stem.length >= 2 ? stem : name;
}
