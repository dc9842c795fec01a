import type { Dictionary } from '../../i18n/create-t';
import { createT } from '../../i18n/create-t';

type Key =
  | 'read.reason.empty'
  | 'read.reason.not-delimited'
  | 'read.reason.not-xlsx'
  | 'read.reason.unreadable-encoding'
  | 'read.reason.unreadable'
  | 'read.encoding'
  | 'read.encodingPick'
  | 'read.encodingFailed'
  | 'read.sheet';

/** The words of reading a file: why it could not be, which encoding its text was read in, which sheet. */
const fileReadMessages: Dictionary<Key> = {
  zh: {
    'read.reason.empty': '文件是空的',
    'read.reason.not-delimited': '认不出列的分隔符（逗号、制表符、分号或竖线）',
    'read.reason.not-xlsx': '不是可读取的 XLSX 文件',
    'read.reason.unreadable-encoding': '试过 UTF-8、UTF-16、GBK（GB18030）和 Big5 编码，都读不出文字',
    'read.reason.unreadable': '文件的格式无法识别',
    'read.encoding': '按 {encoding} 读取',
    'read.encodingPick': '换一种编码读取',
    'read.encodingFailed': '按 {encoding} 读不出文字，仍按原来的编码显示',
    'read.sheet': '工作表',
  },
  en: {
    'read.reason.empty': 'the file is empty',
    'read.reason.not-delimited': 'no column separator found (comma, tab, semicolon or |)',
    'read.reason.not-xlsx': 'not a readable XLSX file',
    'read.reason.unreadable-encoding':
      'its text reads in none of the encodings tried: UTF-8, UTF-16, GBK (GB18030) and Big5',
    'read.reason.unreadable': 'the file format is not recognised',
    'read.encoding': 'Read as {encoding}',
    'read.encodingPick': 'Read in another encoding',
    'read.encodingFailed': 'The text does not read as {encoding}: still shown as before',
    'read.sheet': 'Sheet',
  },
};

export const useFileReadT = createT(fileReadMessages);
