import { growFloat64, growInt32, growUint8 } from './growable';
import { IdSetBuilder, indexOfId } from './id-set';

/** One corner: the node and its two most important street names (string ids). */
export interface Junction {
  nodeId: number;
  first: number;
  second: number;
}

/**
 * Junctions of differently named streets. While ways stream by, each named street way adds
 * its node ids; at the end the nodes shared by two or more names are the crossroads. Typed
 * arrays throughout (13 bytes a street node, then 24 a shared one), no Map per node.
 */
export class CrossroadFinder {
  private readonly nodeIds = growFloat64();
  private readonly names = growInt32();
  private readonly ranks = growUint8();

  /** rank: the road class code (lower is more important), to order the two names in the title. */
  addWay(refs: readonly number[], name: number, rank: number): void {
    for (const ref of refs) {
      this.nodeIds.push(ref);
      this.names.push(name);
      this.ranks.push(rank);
    }
  }

  /**
   * Each node where two or more names meet, with its two most important names (lowest rank,
   * then lowest name id), in node id order.
   */
  junctions(): Junction[] {
    const shared = this.sharedNodes();
    // Per shared node the best two distinct names so far; a name's rank is its best one.
    const best = new Int32Array(shared.length * 4).fill(-1); // name1, rank1, name2, rank2
    const better = (name: number, rank: number, than: number, thanRank: number) =>
      than < 0 || rank < thanRank || (rank === thanRank && name < than);
    for (let i = 0; i < this.nodeIds.length; i++) {
      const at = indexOfId(shared, this.nodeIds.at(i));
      if (at < 0) continue;
      const k = at * 4;
      const [name, rank] = [this.names.at(i), this.ranks.at(i)];
      if (name === best[k]) best[k + 1] = Math.min(best[k + 1]!, rank);
      else if (name === best[k + 2]) best[k + 3] = Math.min(best[k + 3]!, rank);
      else if (better(name, rank, best[k + 2]!, best[k + 3]!)) [best[k + 2], best[k + 3]] = [name, rank];
      else continue;
      if (best[k + 2]! >= 0 && better(best[k + 2]!, best[k + 3]!, best[k]!, best[k + 1]!)) {
        [best[k], best[k + 1], best[k + 2], best[k + 3]] = [
          best[k + 2]!,
          best[k + 3]!,
          best[k]!,
          best[k + 1]!,
        ];
      }
    }
    const found: Junction[] = [];
    for (let at = 0; at < shared.length; at++) {
      if (best[at * 4 + 2]! >= 0)
        found.push({ nodeId: shared[at]!, first: best[at * 4]!, second: best[at * 4 + 2]! });
    }
    return found;
  }

  /** The node ids that appear more than once, sorted. */
  private sharedNodes(): Float64Array {
    const sorted = this.nodeIds.toArray().sort();
    const shared = new IdSetBuilder(1024);
    for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) shared.add(sorted[i]!);
    return shared.finish();
  }
}
