// Marketing copy from a language model behind any OpenAI-compatible `/chat/completions` endpoint, asked for
// a JSON object. Bounded by a timeout; every failure is a ModelError the handler turns into 502 or 504.

import type {PreservedFacts} from '../_shared/facts.ts';
import type {MarketingCopy} from '../_shared/copyValidation.ts';

export interface ModelConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_MODEL_CONFIG = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  timeoutMs: 20_000,
} as const;

/** The model settings from the function's environment, or null when no AI_API_KEY is set. */
export function modelConfigFromEnv(env: Record<string, string | undefined>): ModelConfig | null {
  const apiKey = env.AI_API_KEY?.trim();
  if (!apiKey) return null;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return {
    apiKey,
    baseUrl: (env.AI_BASE_URL?.trim() || DEFAULT_MODEL_CONFIG.baseUrl).replace(/\/+$/, ''),
    model: env.AI_MODEL?.trim() || DEFAULT_MODEL_CONFIG.model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_MODEL_CONFIG.timeoutMs,
  };
}

export class ModelError extends Error {
  constructor(
    message: string,
    /** 504 when the model did not answer in time, 502 for any other bad answer. */
    readonly status: 502 | 504,
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

const SYSTEM_PROMPT = `You write product marketing copy for Wildroot Botanicals, a US shop for handcrafted soaps, skincare and dietary supplements.
Answer with one JSON object and nothing else: {"marketing_hook": string, "marketing_benefits": string[], "marketing_perfect_for": string}.
- marketing_hook: one sentence, 20 to 180 characters.
- marketing_benefits: 3 to 6 short lines, each 10 to 140 characters, no bullets or numbering.
- marketing_perfect_for: one sentence, 20 to 240 characters, saying who the product suits.
Rules: use only facts from the product description; never change an ingredient, amount, size, count or percentage, and never add a number the description does not state.
Cosmetics may only make appearance and feel claims; supplements may make structure/function statements. Never claim that a product cures, treats, prevents, heals or relieves a disease or condition; never say "FDA approved"; never say "clinically proven"; no drug-like claims (anti-inflammatory, antibacterial, boosts collagen, medical grade).`;

/** The request body sent to `/chat/completions`. */
export function chatRequestBody(
  config: Pick<ModelConfig, 'model'>,
  input: {productTitle: string; descriptionText: string; facts: PreservedFacts},
) {
  return {
    model: config.model,
    temperature: 0.4,
    response_format: {type: 'json_object'},
    messages: [
      {role: 'system', content: SYSTEM_PROMPT},
      {
        role: 'user',
        content: JSON.stringify({
          product_title: input.productTitle,
          product_description: input.descriptionText,
          facts_that_must_not_change: input.facts,
        }),
      },
    ],
  };
}

function stringField(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The copy from the model's JSON text; throws ModelError when it is not the object asked for. */
export function parseModelCopy(content: unknown): MarketingCopy {
  if (typeof content !== 'string') {
    throw new ModelError('The language model returned no message content', 502);
  }
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new ModelError('The language model returned invalid JSON', 502);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ModelError('The language model returned JSON that is not an object', 502);
  }
  const record = value as Record<string, unknown>;
  const hook = stringField(record.marketing_hook);
  const perfectFor = stringField(record.marketing_perfect_for);
  const rawBenefits = record.marketing_benefits;
  const benefits = Array.isArray(rawBenefits)
    ? rawBenefits.every((line) => typeof line === 'string')
      ? (rawBenefits as string[])
      : null
    : typeof rawBenefits === 'string'
      ? rawBenefits.split(/\r?\n/)
      : null;
  if (hook === null || perfectFor === null || benefits === null) {
    throw new ModelError(
      'The language model returned JSON without marketing_hook, marketing_benefits and marketing_perfect_for',
      502,
    );
  }
  return {
    hook: hook.trim(),
    benefits: benefits.map((line) => line.trim()).filter(Boolean),
    perfectFor: perfectFor.trim(),
  };
}

/** Asks the model for copy. Throws ModelError on a timeout, an HTTP error, or an unusable answer. */
export async function writeModelCopy(
  config: ModelConfig,
  input: {productTitle: string; descriptionText: string; facts: PreservedFacts},
  fetchImpl: typeof fetch = fetch,
): Promise<MarketingCopy> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(chatRequestBody(config, input)),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw timeoutError(config);
      throw new ModelError(
        `Could not reach the language model: ${error instanceof Error ? error.message : String(error)}`,
        502,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw timeoutError(config);
      throw new ModelError(`The language model answered HTTP ${response.status} without JSON`, 502);
    }
    if (!response.ok) {
      const detail = (body as {error?: {message?: unknown}} | null)?.error?.message;
      throw new ModelError(
        `The language model answered HTTP ${response.status}${typeof detail === 'string' ? `: ${detail}` : ''}`,
        502,
      );
    }
    const content = (body as {choices?: {message?: {content?: unknown}}[]} | null)?.choices?.[0]
      ?.message?.content;
    return parseModelCopy(content);
  } finally {
    clearTimeout(timer);
  }
}

function timeoutError(config: ModelConfig) {
  const seconds = Math.round(config.timeoutMs / 100) / 10;
  return new ModelError(`The language model did not answer within ${seconds} s`, 504);
}
