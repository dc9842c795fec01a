import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { Logger } from '../observe/logger';
import type { Provider } from '../providers/provider';
import { lookUpItem } from '../lookups/item-lookup';
import { itemFailureOf, itemLookupOptions, type ItemFailure } from './batch-endpoint';

export type NameAnswer = { code: 200; msg: string; data: CigaretteRecord } | ItemFailure;

/**
 * One product name asked of the provider (upstream: through the answer cache and the quota), as an
 * item answer: the record (200), or the error (404 with the closest names, an upstream failure …).
 */
export async function lookUpName(
  provider: Provider,
  name: string,
  signal: AbortSignal,
  what: string,
  logger: Logger,
): Promise<NameAnswer> {
  const outcome = await lookUpItem(
    () => provider.cigaretteDetails(name, signal),
    itemLookupOptions(signal, logger, what),
  );
  return outcome.ok ? { code: 200, msg: 'ok', data: outcome.value } : itemFailureOf(outcome);
}
