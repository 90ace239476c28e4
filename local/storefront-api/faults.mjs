// Switchable faults for tests. The Storefront API applies them to its GraphQL endpoint; the local Supabase
// API (with its own modes) to its auth, rest and functions endpoints.
//   latencyMs: added delay before answering
//   mutationLatencyMs: added delay before a GraphQL mutation is applied and answered (Storefront only): reads
//         stay fast while changes are slow, so a change can go unanswered in time and still be applied later
//   mode: '402' (shop unavailable), '500' (server error), 'graphql' (HTTP 200 with a top-level GraphQL error),
//         'down' (the connection is dropped without an answer, like an unreachable host)

export const FAULT_MODES = ['402', '500', 'graphql', 'down'];

/** @type {Faults} */
const NO_FAULTS = {latencyMs: 0, mutationLatencyMs: 0, mode: null};

/**
 * @typedef {{latencyMs: number, mutationLatencyMs: number, mode: '402'|'500'|'graphql'|'down'|null}} Faults
 */

/**
 * Validate a partial fault description; throws with a readable message.
 * @param {unknown} input
 * @param {readonly string[]} [modes] the modes this server knows
 */
export function parseFaults(input, modes = FAULT_MODES) {
  if (input == null || typeof input !== 'object' || Array.isArray(input))
    throw new Error('Expected a JSON object like {"latencyMs": 200, "mode": "500"}');
  /** @type {Partial<Faults>} */
  const out = {};
  for (const name of /** @type {const} */ (['latencyMs', 'mutationLatencyMs'])) {
    if (name in input && input[name] != null) {
      const n = Number(input[name]);
      if (!Number.isFinite(n) || n < 0 || n > 120_000)
        throw new Error(`${name} must be a number between 0 and 120000`);
      out[name] = Math.round(n);
    } else if (name in input) out[name] = 0;
  }
  if ('mode' in input) {
    const mode = input.mode == null || input.mode === '' ? null : String(input.mode);
    if (mode !== null && !modes.includes(mode))
      throw new Error(`mode must be one of ${modes.join(', ')} or null`);
    out.mode = /** @type {Faults['mode']} */ (mode);
  }
  return out;
}

/** Faults from the environment (STOREFRONT_FAULT_LATENCY_MS, STOREFRONT_FAULT). Invalid values are ignored with a warning. */
export function faultsFromEnv(env = process.env, warn = (m) => console.warn(m)) {
  try {
    return parseFaults({
      latencyMs: env.STOREFRONT_FAULT_LATENCY_MS ? Number(env.STOREFRONT_FAULT_LATENCY_MS) : 0,
      mode: env.STOREFRONT_FAULT || null,
    });
  } catch (error) {
    warn(`[storefront-api] warning: ignoring fault environment: ${error.message}`);
    return {...NO_FAULTS};
  }
}

/**
 * @param {Partial<Faults>} [initial]
 * @param {readonly string[]} [modes] the modes this server knows
 */
export function createFaults(initial = {}, modes = FAULT_MODES) {
  /** @type {Faults} */
  let current = {...NO_FAULTS, ...parseFaults(initial, modes)};
  /** Requests held by a latency fault; clearing the faults lets them through at once. */
  const held = new Set();
  const release = () => {
    for (const resume of held) resume();
    held.clear();
  };
  return {
    get: () => ({...current}),
    /** @param {Partial<Faults>} next merged into the current faults */
    set(next) {
      current = {...current, ...parseFaults(next, modes)};
      return {...current};
    },
    clear() {
      current = {...NO_FAULTS};
      // The service has recovered: what was queued is answered now, not after the old delay, so a test
      // that clears a 30 s latency does not meet its late answers (and their cache writes) minutes later.
      release();
      return {...current};
    },
    /** Waits `ms`, or until the faults are cleared. */
    delay(ms) {
      return new Promise((resolve) => {
        const resume = () => {
          clearTimeout(timer);
          held.delete(resume);
          resolve(undefined);
        };
        const timer = setTimeout(resume, ms);
        held.add(resume);
      });
    },
  };
}
