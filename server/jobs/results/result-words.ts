import type { AnswerKey } from '../../../contract/batch-answer-columns';
import type { RECORD_KEYS } from '../../../common/name-columns';
import type { JOB_FILE_LANGS } from '../../../contract/job-schema';

// A job's results files in the UI's language (`lang=zh|en`): the column titles and status words the
// batch view's export writes (its dictionaries: features/batch/batch-messages.ts, i18n/cigarette-messages.ts).

export type ResultLang = (typeof JOB_FILE_LANGS)[number];

type RecordKey = (typeof RECORD_KEYS)[number];

interface Words {
  answer: Record<AnswerKey, string>;
  record: Record<RecordKey, string>;
  status: string;
  ok: string;
  failed: (msg: string) => string;
  invalid: string;
  pending: string;
  /** errors.csv's own columns. */
  row: string;
  code: string;
  reason: string;
  /** Why a row was not read or not answered, by its code; another code's reason is its message. */
  reasons: Partial<Record<string, string>>;
}

const zh: Words = {
  answer: {
    address: '地址',
    province: '省',
    city: '市',
    district: '区县',
    adcode: '行政区划代码',
    town: '乡镇街道',
    street: '道路',
    poi: '最近地点',
  },
  record: {
    name: '匹配名称',
    type: '类型',
    product_status: '产品状态',
    sales_channel: '渠道',
    package_type: '包装类型',
    pieces_per_pack: '每包支数',
    single_price: '单包价 (元)',
    carton_price: '条价 (元)',
    wholesale_price: '批发价 (元)',
    length: '烟支长度 (mm)',
    filter_length: '滤嘴长度 (mm)',
    tar_content: '焦油量 (mg)',
    nicotine_content: '烟碱量 (mg)',
    co_content: '一氧化碳量 (mg)',
    carton_code: '条盒条码',
    cigarette_code: '小盒条码',
    overall_score: '综合',
  },
  status: '状态',
  ok: '成功',
  failed: (msg) => `失败：${msg}`,
  invalid: '无法读取',
  pending: '等待',
  row: '行',
  code: '代码',
  reason: '原因',
  reasons: {
    missing: '这一行没有坐标',
    'not-a-number': '坐标不是数字',
    'out-of-range': '坐标超出范围',
    'not-a-pair': '位置单元格不是一对“纬度,经度”',
    'no-name': '这一行没有产品名称',
    'name-too-long': '产品名称太长',
    product_not_found: '没有找到这个卷烟名称',
    lookup_failed: '查询失败',
    upstream_timeout: '上游服务没有及时响应',
    upstream_unavailable: '上游服务暂时不可用',
    upstream_error: '上游服务返回错误',
  },
};

const en: Words = {
  answer: {
    address: 'Address',
    province: 'Province',
    city: 'City',
    district: 'District',
    adcode: 'Adcode',
    town: 'Town',
    street: 'Street',
    poi: 'Nearest place',
  },
  record: {
    name: 'Matched name',
    type: 'Type',
    product_status: 'Product status',
    sales_channel: 'Channel',
    package_type: 'Package',
    pieces_per_pack: 'Per pack',
    single_price: 'Pack (¥)',
    carton_price: 'Carton (¥)',
    wholesale_price: 'Wholesale (¥)',
    length: 'Length (mm)',
    filter_length: 'Filter (mm)',
    tar_content: 'Tar (mg)',
    nicotine_content: 'Nicotine (mg)',
    co_content: 'CO (mg)',
    carton_code: 'Carton barcode',
    cigarette_code: 'Pack barcode',
    overall_score: 'Overall',
  },
  status: 'Status',
  ok: 'OK',
  failed: (msg) => `Failed: ${msg}`,
  invalid: 'Unreadable',
  pending: 'Waiting',
  row: 'Row',
  code: 'Code',
  reason: 'Reason',
  reasons: {
    missing: 'no coordinates in the row',
    'not-a-number': 'the coordinates are not numbers',
    'out-of-range': 'the coordinates are out of range',
    'not-a-pair': 'the location cell is not one "lat,lng" pair',
    'no-name': 'no product name in the row',
    'name-too-long': 'the product name is too long',
  },
};

export const resultWords = (lang: ResultLang): Words => (lang === 'zh' ? zh : en);

/** A row's reason in the words' language: its code's, else the message it was given. */
export const reasonOf = (words: Words, outcome: { code?: string; msg?: string }) =>
  (outcome.code && words.reasons[outcome.code]) || outcome.msg || outcome.code || '';

/** The language a job was submitted in: `lang=`, else the first of Accept-Language's that is zh or en. */
export function submittedLang(lang: ResultLang | undefined, acceptLanguage: string | undefined): ResultLang {
  if (lang) return lang;
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((range) => range.trim().slice(0, 2).toLowerCase())
    .find((code) => code === 'zh' || code === 'en');
  return first === 'zh' ? 'zh' : 'en';
}
export type ResultWords = Words;
