/** Which reader a file name asks for (apart from the readers, which the page's own chunk does without). */
export function fileKind(name: string): 'xlsx' | 'text' {
  return /\.xlsx$/i.test(name) ? 'xlsx' : 'text';
}
