import { growFloat64, growInt32 } from './growable';

/**
 * Junctions of differently named streets. While ways stream by, each named street
 * way adds its node ids; at the end the nodes shared by two or more names are the crossroads.
 */
export class CrossroadFinder {
  private readonly nodeIds = growFloat64();
  private readonly names = growInt32();
  private readonly ranks = growInt32();

  /** rank: the road class code (lower is more important), to order the two names in the title. */
  addWay(refs: readonly number[], name: number, rank: number): void {
    for (const ref of refs) {
      this.nodeIds.push(ref);
      this.names.push(name);
      this.ranks.push(rank);
    }
  }

  /** Each node where two or more names meet, with its two most important names. */
  *junctions(): Generator<{ nodeId: number; first: number; second: number }> {
    const sorted = this.nodeIds.toArray().sort();
    const shared = new Map<number, Map<number, number>>();
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i] === sorted[i - 1] && !shared.has(sorted[i]!)) shared.set(sorted[i]!, new Map());
    }
    for (let i = 0; i < this.nodeIds.length; i++) {
      const names = shared.get(this.nodeIds.at(i));
      if (!names) continue;
      const name = this.names.at(i);
      names.set(name, Math.min(names.get(name) ?? Infinity, this.ranks.at(i)));
    }
    for (const [nodeId, names] of shared) {
      if (names.size < 2) continue;
      const [first, second] = [...names].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      yield { nodeId, first: first![0], second: second![0] };
    }
  }
}
