/**
 * Fair turns between clients, so that a job uses what the machine has to spare without holding up
 * another client's: each client's chunks wait in a line of their own (all its jobs, in order) and
 * the lines are served in turn, one chunk each. A client with two jobs gets the share of a client
 * with one.
 */
export function clientTurns<T>() {
  /** Lines in serving order: the one served last goes to the back (a Map keeps insertion order). */
  const lines = new Map<string, T[]>();
  let size = 0;
  return {
    push(client: string, item: T) {
      const line = lines.get(client);
      if (line) line.push(item);
      else lines.set(client, [item]);
      size++;
    },
    /** The next chunk of the client whose turn it is. */
    shift(): T | undefined {
      const first = lines.entries().next();
      if (first.done) return undefined;
      const [client, line] = first.value;
      const item = line.shift()!;
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      size--;
      return item;
    },
    get size() {
      return size;
    },
  };
}

/** BullMQ's largest priority (2^21): turns past it share it, and those chunks go in arrival order. */
export const LAST_TURN = 2 ** 21;

/**
 * On the shared queue, the same fairness as BullMQ priorities (a lower number is taken first, equal
 * ones in arrival order): a client's chunks are numbered on from the turn the queue is at (the
 * first waiting chunk's) or from its own chunks still waiting, whichever is later. `nextOfClient`
 * is where the client's numbering stopped (none: it has nothing waiting).
 */
export function firstTurn(queueAt: number, nextOfClient: number | undefined) {
  return Math.min(LAST_TURN, Math.max(1, queueAt, nextOfClient ?? 0));
}
