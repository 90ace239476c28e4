/**
 * mulberry32: a tiny deterministic generator, so a failing FUZZ_SEED reproduces. Shared by the browser fuzz
 * and the fuzz aimed straight at Supabase's REST and RPC endpoints.
 */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return {next, pick};
}
