import type { GeocodeData } from '../../contract/geocode-schema';

/** The upstream as an answer names it (`_sources`): no data set of ours; the client words it. */
const UPSTREAM = { upstream: { name: '' } };

/** The upstream's answer with every field it sent credited to it; what it said of sources itself is not passed on. */
export function creditUpstream<T extends { data?: GeocodeData | undefined }>(answer: T): T {
  if (!answer.data) return answer;
  const { _sources: theirs, ...data } = answer.data;
  void theirs;
  const fields = Object.fromEntries(Object.keys(data).map((key) => [key, ['upstream']]));
  return { ...answer, data: { ...data, _sources: { fields, sets: UPSTREAM } } };
}
