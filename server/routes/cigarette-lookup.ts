import type { CigaretteRecord } from '../../contract/cigarette-schema';
import type { Logger } from '../observe/logger';
import type { Provider } from '../providers/provider';
import { itemError, type ItemFailure } from './batch-endpoint';

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
  try {
    return { code: 200, msg: 'ok', data: await provider.cigaretteDetails(name, signal) };
  } catch (error) {
    return itemError(error, what, logger);
  }
}
