// improve-product-copy: writes marketing copy for a product and stores it as a pending, inactive override.
//
// 1. Checks the method, the caller (a signed-in admin, by has_role under the caller's own token) and the body.
// 2. Extracts the facts that must survive untouched with the product page's own parser (preserved_specs).
// 3. Writes hook, benefits and perfect-for with a language model when AI_API_KEY is set (AI_BASE_URL,
//    AI_MODEL, AI_TIMEOUT_MS), otherwise with the deterministic local writer.
// 4. Validates the copy (facts, US claim rules, lengths, empty fields), scores it, stores it with the service
//    role and answers {override, preserved_specs, validation_warnings, writer}.
// A model that fails, times out or answers nonsense gives 502/504 and nothing is stored.
//
// Web-standard Request/Response/fetch only, relative imports from this folder and ../_shared: index.ts
// serves it with Deno.serve on Supabase Edge Functions and in the local API (local/supabase-api runs it
// under Deno, as `supabase functions serve` does). The gateway's JWT check is off (config.toml): the
// caller is checked here, by Auth itself, so tokens signed with the new asymmetric keys work too.

import {descriptionToText} from '../_shared/descriptionParser.ts';
import {extractPreservedFacts, formatPreservedSpecs, hasFacts} from '../_shared/facts.ts';
import {supabaseKeysFromEnv} from './keys.ts';
import {writeLocalCopy} from './localWriter.ts';
import {ModelError, modelConfigFromEnv, writeModelCopy} from './modelWriter.ts';
import {
  confidenceScore,
  validateCopy,
  type MarketingCopy,
  type Writer,
} from '../_shared/copyValidation.ts';

export interface ImproveProductCopyEnv {
  SUPABASE_URL?: string;
  /** JSON objects of named keys in the new format (sb_publishable_…, sb_secret_…), preferred. */
  SUPABASE_PUBLISHABLE_KEYS?: string;
  SUPABASE_SECRET_KEYS?: string;
  /** The legacy JWT keys, used when the new ones are not there. */
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  AI_API_KEY?: string;
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS?: string;
  [name: string]: string | undefined;
}

export interface ImproveProductCopyRequest {
  productHandle: string;
  productTitle: string;
  originalDescription: string;
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
} as const;

const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_HANDLE_LENGTH = 255;
const MAX_TITLE_LENGTH = 255;
const MAX_DESCRIPTION_LENGTH = 20_000;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers},
  });
}

function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json(status, {error: message}, headers);
}

/** Returns the first problem with the body, or the parsed request. */
export function parseImproveProductCopyBody(
  value: unknown,
): {ok: true; value: ImproveProductCopyRequest} | {ok: false; error: string} {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {ok: false, error: 'Request body must be a JSON object'};
  }
  const body = value as Record<string, unknown>;
  const {productHandle, productTitle, originalDescription} = body;
  if (typeof productHandle !== 'string' || productHandle.trim() === '') {
    return {ok: false, error: 'productHandle is required'};
  }
  if (productHandle.length > MAX_HANDLE_LENGTH || !HANDLE_PATTERN.test(productHandle)) {
    return {
      ok: false,
      error: 'productHandle must be a product handle (lowercase letters, digits and hyphens)',
    };
  }
  if (typeof productTitle !== 'string' || productTitle.trim() === '') {
    return {ok: false, error: 'productTitle is required'};
  }
  if (productTitle.length > MAX_TITLE_LENGTH) {
    return {ok: false, error: `productTitle must be at most ${MAX_TITLE_LENGTH} characters`};
  }
  if (typeof originalDescription !== 'string') {
    return {ok: false, error: 'originalDescription must be a string'};
  }
  if (originalDescription.length > MAX_DESCRIPTION_LENGTH) {
    return {
      ok: false,
      error: `originalDescription must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    };
  }
  return {ok: true, value: {productHandle, productTitle: productTitle.trim(), originalDescription}};
}

type Caller =
  | {status: 'ok'; userId: string; token: string}
  | {status: 'unauthenticated'}
  | {status: 'forbidden'};

/**
 * Identifies the caller through Supabase Auth (so a signed-out or revoked session fails even with a
 * well-signed JWT) and checks the admin role with has_role under the caller's own token. A failed role
 * check counts as not admin.
 */
async function identifyAdmin(
  request: Request,
  supabaseUrl: string,
  publishableKey: string,
): Promise<Caller> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (!match) return {status: 'unauthenticated'};
  const token = match[1] as string;
  const base = supabaseUrl.replace(/\/+$/, '');
  const headers = {apikey: publishableKey, Authorization: `Bearer ${token}`};

  const userResponse = await fetch(`${base}/auth/v1/user`, {headers});
  if (!userResponse.ok) return {status: 'unauthenticated'};
  const user = (await userResponse.json().catch(() => null)) as {id?: unknown} | null;
  if (!user || typeof user.id !== 'string') return {status: 'unauthenticated'};

  const roleResponse = await fetch(`${base}/rest/v1/rpc/has_role`, {
    method: 'POST',
    headers: {...headers, 'Content-Type': 'application/json', 'Content-Profile': 'public'},
    body: JSON.stringify({_user_id: user.id, _role: 'admin'}),
  });
  if (!roleResponse.ok) return {status: 'forbidden'};
  const isAdmin = (await roleResponse.json().catch(() => false)) === true;
  return isAdmin ? {status: 'ok', userId: user.id, token} : {status: 'forbidden'};
}

export async function handleImproveProductCopy(
  request: Request,
  env: ImproveProductCopyEnv,
): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response('ok', {headers: corsHeaders});
  }
  if (request.method !== 'POST') {
    return errorResponse(405, 'Method not allowed', {Allow: 'POST, OPTIONS'});
  }
  const {SUPABASE_URL} = env;
  const keys = supabaseKeysFromEnv(env);
  if (!SUPABASE_URL || !keys) {
    return errorResponse(
      500,
      'improve-product-copy is misconfigured: SUPABASE_URL and the project keys (SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS, or the legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY) are required',
    );
  }

  // Who is calling comes before what they sent: strangers learn nothing about the body's rules.
  const caller = await identifyAdmin(request, SUPABASE_URL, keys.publishable);
  if (caller.status === 'unauthenticated') {
    return errorResponse(401, 'Sign in as an admin to generate product copy');
  }
  if (caller.status === 'forbidden') {
    return errorResponse(403, 'Only admins may generate product copy');
  }

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return errorResponse(400, 'Request body must be valid JSON');
  }
  const parsed = parseImproveProductCopyBody(body);
  if (!parsed.ok) {
    return errorResponse(400, parsed.error);
  }
  const {productHandle, productTitle, originalDescription} = parsed.value;

  const facts = extractPreservedFacts(originalDescription);
  const preservedSpecs = formatPreservedSpecs(facts);

  let copy: MarketingCopy;
  let writer: Writer;
  const modelConfig = modelConfigFromEnv(env);
  if (modelConfig) {
    try {
      copy = await writeModelCopy(modelConfig, {
        productTitle,
        descriptionText: descriptionToText(originalDescription),
        facts,
      });
    } catch (error) {
      if (error instanceof ModelError) return errorResponse(error.status, error.message);
      throw error;
    }
    writer = 'model';
    const tooLong = exceedsColumnLimits(copy);
    if (tooLong) {
      return errorResponse(502, `The language model returned a ${tooLong} longer than can be stored`);
    }
  } else {
    copy = writeLocalCopy({productTitle, originalDescription});
    writer = 'local';
  }

  const warnings = validateCopy({copy, facts, preservedSpecs, originalDescription});
  const row = {
    product_handle: productHandle,
    marketing_hook: copy.hook,
    marketing_benefits: copy.benefits.join('\n'),
    marketing_perfect_for: copy.perfectFor,
    preserved_specs: hasFacts(facts) ? preservedSpecs : null,
    confidence_score: confidenceScore(writer, warnings),
    review_status: 'pending',
    override_active: false,
    // Kept on the record: approving copy with warnings needs their confirmation (the review function).
    validation_warnings: warnings.map((warning) => warning.message),
  };

  const stored = await storeOverride(SUPABASE_URL, keys.secret, row);
  if (!stored.ok) {
    return errorResponse(500, `Could not store the generated copy: ${stored.error}`);
  }
  return json(200, {
    override: stored.override,
    preserved_specs: row.preserved_specs,
    validation_warnings: row.validation_warnings,
    writer,
  });
}

/** The columns' CHECK limits (supabase/migrations): copy over them cannot be stored at all. */
const COLUMN_LIMITS = {hook: 2000, benefits: 5000, perfectFor: 2000} as const;

function exceedsColumnLimits(copy: MarketingCopy): string | null {
  if (Array.from(copy.hook).length > COLUMN_LIMITS.hook) return 'marketing hook';
  if (Array.from(copy.benefits.join('\n')).length > COLUMN_LIMITS.benefits) return 'benefits list';
  if (Array.from(copy.perfectFor).length > COLUMN_LIMITS.perfectFor) return 'perfect-for text';
  return null;
}

/** Inserts the override with the service role (RLS lets no API role insert overrides). */
async function storeOverride(
  supabaseUrl: string,
  secretKey: string,
  row: Record<string, unknown>,
): Promise<{ok: true; override: unknown} | {ok: false; error: string}> {
  const base = supabaseUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/rest/v1/product_copy_overrides?select=*`, {
    method: 'POST',
    headers: {
      apikey: secretKey,
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/json',
      'Content-Profile': 'public',
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  const body = (await response.json().catch(() => null)) as {message?: unknown} | null;
  if (!response.ok) {
    return {
      ok: false,
      error: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`,
    };
  }
  return {ok: true, override: body};
}
