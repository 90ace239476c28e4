// How much of the CPU one thread of this machine actually gets. On a shared virtual machine the host can take
// the CPU away for hundreds of milliseconds at a time (steal), and other processes compete for it too; every
// latency figure then carries those pauses, whatever the app does. A busy loop that reads the monotonic clock
// sees each pause as a gap between two readings.

import {performance} from 'node:perf_hooks';

const GAP_MS = 20;

/**
 * Spins for `durationMs` and reports the gaps longer than 20 ms.
 * @param {number} [durationMs]
 * @returns {{probeMs: number, stalledMs: number, stalledShare: number, longestStallMs: number, stalls: number}}
 */
export function probeCpuStalls(durationMs = 3000) {
  const start = performance.now();
  let last = start;
  let stalledMs = 0;
  let longest = 0;
  let stalls = 0;
  while (last - start < durationMs) {
    const now = performance.now();
    const gap = now - last;
    if (gap > GAP_MS) {
      stalls += 1;
      stalledMs += gap;
      longest = Math.max(longest, gap);
    }
    last = now;
  }
  const probeMs = Math.round(last - start);
  return {
    probeMs,
    stalledMs: Math.round(stalledMs),
    stalledShare: Math.round((stalledMs / probeMs) * 1000) / 1000,
    longestStallMs: Math.round(longest),
    stalls,
  };
}

/** One line for the console. */
export function describeStalls(probe) {
  return (
    `CPU taken away for ${probe.stalledMs} of ${probe.probeMs} ms (${Math.round(probe.stalledShare * 100)}%), ` +
    `${probe.stalls} pauses over ${GAP_MS} ms, the longest ${probe.longestStallMs} ms`
  );
}

// node bench/machine.mjs: the probe on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeStalls(probeCpuStalls(Number(process.argv[2] ?? 5000))));
}
