/**
 * Counts the event loop's turns (a setImmediate callback each turn) until stopped: work that lets
 * the loop turn between its slices is seen as the count moving between them.
 */
export function loopTurns() {
  let turns = 0;
  let counting = true;
  const tick = () => {
    turns++;
    if (counting) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    now: () => turns,
    stop: () => void (counting = false),
  };
}
