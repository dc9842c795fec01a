/** Why a file cannot be read, said in the UI's words (read.reason.*); the message is English, for logs. */
export type TableReadKind = 'empty' | 'not-delimited' | 'not-xlsx' | 'unreadable-encoding';
export const TABLE_READ_KINDS: readonly string[] = [
  'empty',
  'not-delimited',
  'not-xlsx',
  'unreadable-encoding',
] satisfies TableReadKind[];
