// The project's API keys as the platform hands them to a function. Hosted projects and the CLI set
// SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS (JSON objects of named keys, "default" first); the
// legacy JWT keys SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY remain as long as the project keeps them.

export interface SupabaseKeys {
  /** sb_publishable_… or the legacy anon JWT: identifies the project, grants only what RLS allows anon. */
  publishable: string;
  /** sb_secret_… or the legacy service-role JWT: bypasses RLS, never leaves the server. */
  secret: string;
}

/** The "default" key of a JSON object of named keys, else its first key; null for anything else. */
function namedKey(json: string | undefined): string | null {
  if (!json?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const keys = parsed as Record<string, unknown>;
  const chosen = keys.default ?? Object.values(keys)[0];
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen.trim() : null;
}

function legacyKey(value: string | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/** The keys to use, new format first; null when either is missing. */
export function supabaseKeysFromEnv(env: Record<string, string | undefined>): SupabaseKeys | null {
  const publishable = namedKey(env.SUPABASE_PUBLISHABLE_KEYS) ?? legacyKey(env.SUPABASE_ANON_KEY);
  const secret = namedKey(env.SUPABASE_SECRET_KEYS) ?? legacyKey(env.SUPABASE_SERVICE_ROLE_KEY);
  return publishable && secret ? {publishable, secret} : null;
}
