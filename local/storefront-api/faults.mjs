// Switchable faults for tests. They affect only the GraphQL endpoint.
//   latencyMs: added delay before answering
//   mode: '402' (shop unavailable), '500' (server error), 'graphql' (HTTP 200 with a top-level GraphQL error),
//         'down' (the connection is dropped without an answer, like an unreachable host)

export const FAULT_MODES = ['402', '500', 'graphql', 'down'];

/**
 * @typedef {{latencyMs: number, mode: '402'|'500'|'graphql'|'down'|null}} Faults
 */

/** Validate a partial fault description; throws with a readable message. */
export function parseFaults(input) {
  if (input == null || typeof input !== 'object' || Array.isArray(input))
    throw new Error('Expected a JSON object like {"latencyMs": 200, "mode": "500"}');
  /** @type {Partial<Faults>} */
  const out = {};
  if ('latencyMs' in input && input.latencyMs != null) {
    const n = Number(input.latencyMs);
    if (!Number.isFinite(n) || n < 0 || n > 120_000)
      throw new Error('latencyMs must be a number between 0 and 120000');
    out.latencyMs = Math.round(n);
  } else if ('latencyMs' in input) out.latencyMs = 0;
  if ('mode' in input) {
    const mode = input.mode == null || input.mode === '' ? null : String(input.mode);
    if (mode !== null && !FAULT_MODES.includes(mode))
      throw new Error(`mode must be one of ${FAULT_MODES.join(', ')} or null`);
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
    return {latencyMs: 0, mode: null};
  }
}

/** @param {Partial<Faults>} [initial] */
export function createFaults(initial = {}) {
  /** @type {Faults} */
  let current = {latencyMs: 0, mode: null, ...parseFaults(initial)};
  return {
    get: () => ({...current}),
    /** @param {Partial<Faults>} next merged into the current faults */
    set(next) {
      current = {...current, ...parseFaults(next)};
      return {...current};
    },
    clear() {
      current = {latencyMs: 0, mode: null};
      return {...current};
    },
  };
}
