import {CacheNone, type Storefront} from '@shopify/hydrogen';
import {FunctionsHttpError} from '@supabase/supabase-js';
import {z} from 'zod';
import {
  ADMIN_MESSAGES,
  BENEFIT_FIELDS,
  COPY_COLUMN_LIMITS,
  EDIT_MESSAGES,
  PICKER_PRODUCT_LIMIT,
  safeAdminReturn,
  sortProductsByTitle,
  type OverrideListQuery,
  type ReviewDecision,
} from './adminCopy';
import {copyWarnings, type EditedCopy} from './copyChecks';
import type {LiveCopyHistoryEntry, ProductCopyOverride} from '~/server/database.types';
import {parseForm} from '~/server/forms.server';
import {getUser, isAdmin, type AppSupabaseClient, type AuthContext} from '~/server/supabase.server';
import {lazySchema} from '~/server/zod.server';

export type OverrideRow = ProductCopyOverride;

/** Generate AI Copy (and, with JavaScript, its first step that fetches the product). */
export const generateCopySchema = lazySchema(() =>
  z.object({
    intent: z.enum(['fetch-product', 'generate'], {error: 'Unknown action'}),
    handle: z
      .string({error: 'Choose a product'})
      .trim()
      .min(1, 'Choose a product')
      .max(255, 'Choose a product')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a product'),
  }),
);

export function parseGenerateCopyForm(form: FormData | null) {
  return parseForm(form, generateCopySchema());
}

/**
 * Approve or reject one override, restore a previous live version, or take the product back to its own
 * description; putting copy with warnings live needs `confirmWarnings`. `version` is the record's version
 * the page showed: a record changed since is refused (409), never acted on.
 */
export const reviewOverrideSchema = lazySchema(() =>
  z.object({
    intent: z.enum(['approve', 'reject', 'restore', 'original'], {error: 'Unknown review action'}),
    id: z.uuid({error: 'Override id must be a UUID'}),
    version: z.coerce
      .number({error: 'The version the page showed is missing: reload the page'})
      .int('The version the page showed is missing: reload the page')
      .min(1, 'The version the page showed is missing: reload the page'),
    confirmWarnings: z
      .literal(['on', ''], {error: 'Confirm the warnings with the checkbox'})
      .optional()
      .transform((value) => value === 'on'),
    returnTo: z.string().optional().transform(safeAdminReturn),
  }),
);

export function parseReviewForm(form: FormData | null) {
  return parseForm(form, reviewOverrideSchema());
}

/** Save an edit of a pending override's copy (the page's `save` intent), or only preview it (`preview`). */
export const editOverrideSchema = lazySchema(() =>
  z
    .object({
      intent: z.enum(['save', 'preview'], {error: 'Unknown action'}),
      id: z.uuid({error: 'Override id must be a UUID'}),
      version: z.coerce.number().int().min(1).optional(),
      hook: z
        .string({error: EDIT_MESSAGES.hookRequired})
        .trim()
        .min(1, EDIT_MESSAGES.hookRequired)
        .max(COPY_COLUMN_LIMITS.hook, EDIT_MESSAGES.tooLong),
      ...(Object.fromEntries(
        BENEFIT_FIELDS.map((name) => [
          name,
          z.string().trim().max(COPY_COLUMN_LIMITS.benefitLine, EDIT_MESSAGES.tooLong).optional(),
        ]),
      ) as Record<(typeof BENEFIT_FIELDS)[number], z.ZodOptional<z.ZodString>>),
      perfectFor: z
        .string({error: EDIT_MESSAGES.perfectForRequired})
        .trim()
        .min(1, EDIT_MESSAGES.perfectForRequired)
        .max(COPY_COLUMN_LIMITS.perfectFor, EDIT_MESSAGES.tooLong),
      returnTo: z.string().optional().transform(safeAdminReturn),
    })
    .transform(({intent, id, version, hook, perfectFor, returnTo, ...rest}) => ({
      intent,
      id,
      version,
      returnTo,
      copy: {
        hook,
        benefits: BENEFIT_FIELDS.map((name) => rest[name] ?? '').filter((line) => line !== ''),
        perfectFor,
      },
    }))
    .refine(({copy}) => copy.benefits.length > 0, {
      message: EDIT_MESSAGES.benefitsRequired,
      path: ['benefit1'],
    }),
);

export function parseEditForm(form: FormData | null) {
  return parseForm(form, editOverrideSchema());
}

export const NO_STORE = {'Cache-Control': 'no-store'} as const;

export type AdminAccess =
  {status: 'admin'; userId: string} | {status: 'anonymous'} | {status: 'forbidden'};

/** Who is asking: an admin, someone signed out, or a signed-in non-admin (a failed role check counts). */
export async function checkAdminAccess(
  context: AuthContext,
  request: Request,
): Promise<AdminAccess> {
  const user = await getUser(context, request);
  if (!user) return {status: 'anonymous'};
  return (await isAdmin(context.supabase, user.id))
    ? {status: 'admin', userId: user.id}
    : {status: 'forbidden'};
}

export type OverrideListResult =
  {overrides: OverrideRow[]; error: null} | {overrides: []; error: string};

/**
 * The overrides the caller may read (RLS: admins read all), filtered by status and product, newest or
 * highest confidence (the spec's order) first.
 */
export async function listOverrides(
  supabase: AppSupabaseClient,
  query: OverrideListQuery = {status: 'all', product: '', sort: 'confidence'},
): Promise<OverrideListResult> {
  try {
    let request = supabase.from('product_copy_overrides').select('*');
    if (query.status === 'active') request = request.eq('override_active', true);
    else if (query.status !== 'all') request = request.eq('review_status', query.status);
    if (query.product) request = request.eq('product_handle', query.product);
    const ordered =
      query.sort === 'newest'
        ? request.order('created_at', {ascending: false}).order('id')
        : request
            .order('confidence_score', {ascending: false})
            .order('created_at', {ascending: false})
            .order('id');
    const {data, error} = await ordered;
    if (error) throw new Error(error.message);
    return {overrides: data, error: null};
  } catch (error) {
    console.error('Product copy overrides not loaded:', error);
    return {overrides: [], error: ADMIN_MESSAGES.overridesLoadFailed};
  }
}

export interface LiveCopy {
  id: string;
  created_at: string;
  version: number;
  marketing_hook: string | null;
  marketing_benefits: string | null;
  marketing_perfect_for: string | null;
}

/** The live override of each product (its copy, version and date), whatever the list's filter shows. */
export async function listLiveOverrides(
  supabase: AppSupabaseClient,
): Promise<Record<string, LiveCopy>> {
  try {
    const {data, error} = await supabase
      .from('product_copy_overrides')
      .select(
        'id, product_handle, created_at, version, marketing_hook, marketing_benefits, marketing_perfect_for',
      )
      .eq('override_active', true);
    if (error) throw new Error(error.message);
    return Object.fromEntries(data.map(({product_handle, ...live}) => [product_handle, live]));
  } catch (error) {
    console.error('Live overrides not loaded:', error);
    return {};
  }
}

/** How much copy waits for review, or null when it could not be counted. */
export async function countPendingOverrides(supabase: AppSupabaseClient): Promise<number | null> {
  try {
    const {count, error} = await supabase
      .from('product_copy_overrides')
      .select('id', {count: 'exact', head: true})
      .eq('review_status', 'pending');
    if (error) throw new Error(error.message);
    return count ?? 0;
  } catch (error) {
    console.error('Pending copy not counted:', error);
    return null;
  }
}

/** Every copy that was live on the product's page, newest first (empty when it cannot be read). */
export async function listLiveHistory(
  supabase: AppSupabaseClient,
  handle: string,
): Promise<LiveCopyHistoryEntry[]> {
  try {
    const {data, error} = await supabase
      .from('product_copy_live_history')
      .select('*')
      .eq('product_handle', handle)
      .order('live_from', {ascending: false});
    if (error) throw new Error(error.message);
    return data;
  } catch (error) {
    console.error(`History of ${handle} not loaded:`, error);
    return [];
  }
}

/** The version and warnings of each record the history names (to restore one with the version shown). */
export async function historyRecords(
  supabase: AppSupabaseClient,
  ids: string[],
): Promise<Record<string, {version: number; warnings: number}>> {
  if (ids.length === 0) return {};
  try {
    const {data, error} = await supabase
      .from('product_copy_overrides')
      .select('id, version, validation_warnings')
      .in('id', ids);
    if (error) throw new Error(error.message);
    return Object.fromEntries(
      data.map(({id, version, validation_warnings}) => [
        id,
        {version, warnings: validation_warnings.length},
      ]),
    );
  } catch (error) {
    console.error('History records not loaded:', error);
    return {};
  }
}

/** One override by id, or null (none, or not readable). */
export async function loadOverride(
  supabase: AppSupabaseClient,
  id: string,
): Promise<OverrideRow | null> {
  try {
    const {data, error} = await supabase
      .from('product_copy_overrides')
      .select('*')
      .eq('id', id)
      .maybeSingle();
    if (error) throw new Error(error.message);
    return data;
  } catch (error) {
    console.error(`Override ${id} not loaded:`, error);
    return null;
  }
}

export type ReviewResult =
  {ok: true; override: OverrideRow} | {ok: false; status: number; detail: string};

/**
 * The review RPC's errors: not an admin, no such override, already reviewed (only pending ones are), copy
 * that makes a disease or drug claim (the database will not put it live).
 */
const REVIEW_ERROR_STATUS: Record<string, number> = {
  '42501': 403,
  P0001: 404,
  PT409: 409,
  PT422: 422,
  PT428: 428,
  '22023': 400,
};

/**
 * Approves or rejects through the caller's own session, with the review RPC: RLS and the admin check in
 * Postgres apply, it stamps last_reviewed_at and reviewed_by, and approving retires the product's other
 * active override in the same transaction.
 */
export async function reviewOverride(
  supabase: AppSupabaseClient,
  id: string,
  decision: ReviewDecision,
  version: number,
  confirmWarnings = false,
): Promise<ReviewResult> {
  try {
    const {data, error} = await supabase.rpc('review_product_copy_override', {
      _id: id,
      _decision: decision,
      _confirm_warnings: confirmWarnings,
      _version: version,
    });
    if (error)
      return {ok: false, status: REVIEW_ERROR_STATUS[error.code] ?? 500, detail: error.message};
    return {ok: true, override: data};
  } catch (error) {
    return {ok: false, status: 503, detail: error instanceof Error ? error.message : String(error)};
  }
}

export interface ProductImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface PickerProduct {
  handle: string;
  title: string;
  image: ProductImage | null;
}

export type PickerResult = {products: PickerProduct[]; error: null} | {products: []; error: string};

/** The picker's 50 products, fresh (no cache), sorted by title. */
export async function loadPickerProducts(storefront: Storefront): Promise<PickerResult> {
  try {
    const {products} = await storefront.query(ADMIN_PICKER_PRODUCTS_QUERY, {
      variables: {first: PICKER_PRODUCT_LIMIT},
      cache: CacheNone(),
    });
    return {
      products: sortProductsByTitle(
        products.nodes.map(({handle, title, featuredImage}) => ({
          handle,
          title,
          image: featuredImage ?? null,
        })),
      ),
      error: null,
    };
  } catch (error) {
    console.error('Admin product picker not loaded:', error);
    return {products: [], error: ADMIN_MESSAGES.productsLoadFailed};
  }
}

export interface ProductForCopy {
  handle: string;
  title: string;
  /** What the product page parses: the HTML description, else the plain one. */
  description: string;
  image: ProductImage | null;
  /** For the preview: the price the page shows first. */
  price: {amount: string; currencyCode: string} | null;
}

export type ProductForCopyResult =
  {ok: true; product: ProductForCopy} | {ok: false; status: number; message: string};

/** The product's title and description straight from the Storefront API (never cached). */
export async function fetchProductForCopy(
  storefront: Storefront,
  handle: string,
): Promise<ProductForCopyResult> {
  try {
    const {product} = await storefront.query(ADMIN_PRODUCT_FOR_COPY_QUERY, {
      variables: {handle},
      cache: CacheNone(),
    });
    if (!product) return {ok: false, status: 404, message: ADMIN_MESSAGES.productNotFound(handle)};
    return {
      ok: true,
      product: {
        handle: product.handle,
        title: product.title,
        description: product.descriptionHtml || product.description,
        image: product.featuredImage ?? null,
        price: product.priceRange.minVariantPrice,
      },
    };
  } catch (error) {
    console.error(`Product "${handle}" not loaded for copy generation:`, error);
    return {ok: false, status: 503, message: ADMIN_MESSAGES.productsLoadFailed};
  }
}

export type EditResult =
  {ok: true; override: OverrideRow} | {ok: false; status: number; detail: string};

/**
 * Saves an edit of a pending override through the admin's own session: the shared checks (the function's
 * own, supabase/functions/_shared) run on the new copy against the product's description, and the edit RPC
 * stores copy and warnings, adds what the SQL claim rules find, and records who edited when.
 */
export async function editOverride(
  supabase: AppSupabaseClient,
  override: OverrideRow,
  copy: EditedCopy,
  product: ProductForCopy,
  version?: number,
): Promise<EditResult> {
  const warnings = copyWarnings({copy, description: product.description});
  try {
    const {data, error} = await supabase.rpc('edit_product_copy_override', {
      _id: override.id,
      _hook: copy.hook,
      _benefits: copy.benefits.join('\n'),
      _perfect_for: copy.perfectFor,
      _warnings: warnings,
      ...(version === undefined ? {} : {_version: version}),
    });
    if (error)
      return {ok: false, status: REVIEW_ERROR_STATUS[error.code] ?? 500, detail: error.message};
    return {ok: true, override: data};
  } catch (error) {
    return {ok: false, status: 503, detail: error instanceof Error ? error.message : String(error)};
  }
}

export interface GeneratedCopy {
  override: OverrideRow;
  preservedSpecs: string | null;
  warnings: string[];
  writer: 'local' | 'model';
}

export type GenerateResult =
  {ok: true; result: GeneratedCopy} | {ok: false; status: number; message: string};

interface FunctionAnswer {
  override?: OverrideRow;
  preserved_specs?: string | null;
  validation_warnings?: unknown;
  writer?: unknown;
}

async function functionErrorMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof FunctionsHttpError)) return null;
  const response = error.context as Response;
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    message?: unknown;
  } | null;
  const message = body?.error ?? body?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** Calls improve-product-copy with the admin's own session (the function checks the role again). */
export async function generateProductCopy(
  supabase: AppSupabaseClient,
  product: ProductForCopy,
): Promise<GenerateResult> {
  try {
    const response = await supabase.functions.invoke<FunctionAnswer>('improve-product-copy', {
      body: {
        productHandle: product.handle,
        productTitle: product.title,
        originalDescription: product.description,
      },
    });
    const data = response.data;
    const error: unknown = response.error;
    if (error) {
      const status = error instanceof FunctionsHttpError ? (error.context as Response).status : 502;
      return {
        ok: false,
        status: status >= 400 ? status : 502,
        message: (await functionErrorMessage(error)) ?? ADMIN_MESSAGES.generateFailed,
      };
    }
    if (!data?.override) {
      return {ok: false, status: 502, message: ADMIN_MESSAGES.generateFailed};
    }
    const warnings = Array.isArray(data.validation_warnings)
      ? data.validation_warnings.filter((warning): warning is string => typeof warning === 'string')
      : [];
    return {
      ok: true,
      result: {
        override: data.override,
        preservedSpecs: data.preserved_specs ?? null,
        warnings,
        writer: data.writer === 'model' ? 'model' : 'local',
      },
    };
  } catch (error) {
    console.error('improve-product-copy failed:', error);
    return {ok: false, status: 502, message: ADMIN_MESSAGES.generateFailed};
  }
}

const ADMIN_PICKER_PRODUCTS_QUERY = `#graphql
  query AdminPickerProducts($first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: $first) {
      nodes {
        id
        handle
        title
        featuredImage {
          url(transform: {maxWidth: 160, maxHeight: 160})
          altText
          width
          height
        }
      }
    }
  }
` as const;

const ADMIN_PRODUCT_FOR_COPY_QUERY = `#graphql
  query AdminProductForCopy($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      description
      descriptionHtml
      priceRange {
        minVariantPrice {
          amount
          currencyCode
        }
      }
      featuredImage {
        url(transform: {maxWidth: 480, maxHeight: 480})
        altText
        width
        height
      }
    }
  }
` as const;
