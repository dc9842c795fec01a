import { useEffect, useState } from 'react';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';
import { useAppStore } from '../../store/app-store';
import { currentAppUrl, onAppUrlPush } from '../../url/use-app-url';

/**
 * Records each card in the lookup history once its product is found, under the
 * product's own name: names the panel opened with and names a lookup pushed, not
 * those back and forward bring again. A name not found is not recorded. The
 * recent names above the cards are these history entries.
 */
export function useRecordFound(names: string[], records: (CigaretteRecord | undefined)[]) {
  const recordLookup = useAppStore((s) => s.recordLookup);
  // Name in the URL → when it was looked up, until its answer arrives.
  const [pending] = useState(
    () => new Map(currentAppUrl().state.cig.map((name) => [name, new Date().toISOString()])),
  );

  useEffect(() => {
    let seen = currentAppUrl().state.cig;
    return onAppUrlPush(() => {
      const next = currentAppUrl().state.cig;
      const at = new Date().toISOString();
      for (const name of next) if (!seen.includes(name)) pending.set(name, at);
      seen = next;
    });
  }, [pending]);

  // Cheap and idempotent, so it runs on every render: an answer may arrive in any of them.
  useEffect(() => {
    names.forEach((name, i) => {
      const record = records[i];
      const at = pending.get(name);
      if (!record || at === undefined) return;
      pending.delete(name);
      recordLookup({ kind: 'cigarette', at, name: record.name });
    });
  }, [names, records, pending, recordLookup]);
}
