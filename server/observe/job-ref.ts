/**
 * A job's id as logs name it: its first 6 characters. The id is the only key to a job's files, so
 * a log reader must not get it whole; 6 characters (36 bits) still tell a job's lines apart.
 */
export const jobRef = (id: string) => `${id.slice(0, 6)}…`;

/** A request path with a job's id shortened as jobRef does (`/api/jobs/<id>/results.csv`). */
export const pathWithJobRef = (path: string) =>
  path.replace(/^(\/api\/jobs\/)([^/]{6})[^/]+/, (_, head: string, start: string) => `${head}${start}…`);
