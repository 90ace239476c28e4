// Shopify's official Storefront API schemas, one per version installed from npm under the alias
// `storefront-schema-<version>` (@shopify/hydrogen-react's storefront.schema.json), and the version
// policy Shopify applies to the version in a request's URL (https://shopify.dev/docs/api/usage/versioning).

import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema} from 'graphql';

const require = createRequire(import.meta.url);

/** Installed schemas, oldest first. Adding a version: install its alias, then list it here. */
export const SCHEMA_VERSIONS = /** @type {const} */ (['2025-07', '2026-04']);
export const OLDEST_SCHEMA_VERSION = /** @type {string} */ (SCHEMA_VERSIONS[0]);
export const NEWEST_SCHEMA_VERSION = /** @type {string} */ (
  SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]
);

/** @param {string} version one of SCHEMA_VERSIONS */
export function schemaPath(version) {
  return require.resolve(`storefront-schema-${version}/storefront.schema.json`);
}

/** @type {Map<string, import('graphql').GraphQLSchema>} */
const schemas = new Map();

/**
 * The client schema of an installed version (no resolvers attached; execution uses a custom field
 * resolver). Built on first use and kept: each takes a few hundred milliseconds and ~10 MB.
 * @param {string} [version]
 */
export function getSchema(version = OLDEST_SCHEMA_VERSION) {
  if (!(/** @type {readonly string[]} */ (SCHEMA_VERSIONS).includes(version))) {
    throw new Error(
      `No Storefront schema installed for ${version} (have ${SCHEMA_VERSIONS.join(', ')})`,
    );
  }
  let schema = schemas.get(version);
  if (!schema) {
    const json = JSON.parse(readFileSync(schemaPath(version), 'utf8'));
    schema = buildClientSchema(json.data ?? json);
    schemas.set(version, schema);
  }
  return schema;
}

const QUARTER_MONTHS = new Set([1, 4, 7, 10]);
const SUPPORT_MONTHS = 12;

/** @param {string} handle @returns {number | null} months since year 0, for quarterly handles only */
function monthIndex(handle) {
  const match = /^(\d{4})-(\d{2})$/.exec(handle);
  if (!match) return null;
  const month = Number(match[2]);
  return QUARTER_MONTHS.has(month) ? Number(match[1]) * 12 + month - 1 : null;
}

/** @param {number} index */
function handleOf(index) {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Stable versions are released on the first day of their month at 17:00 UTC. */
function releaseTime(index) {
  return Date.UTC(Math.floor(index / 12), index % 12, 1, 17);
}

/**
 * The versions Shopify serves at `now`: a quarterly version is stable from its release and supported
 * for 12 months, so the four latest stable versions are supported; the next quarter's version is the
 * release candidate.
 * @param {Date} now
 */
export function supportedVersions(now) {
  let newest = Math.floor((now.getUTCFullYear() * 12 + now.getUTCMonth()) / 3) * 3;
  if (releaseTime(newest) > now.getTime()) newest -= 3;
  return {
    oldestSupported: handleOf(newest - SUPPORT_MONTHS + 3),
    newestStable: handleOf(newest),
    releaseCandidate: handleOf(newest + 3),
  };
}

/**
 * What Shopify does with the version in a request's path. A stable version past its support window
 * is served as the oldest supported one ("falls forward"); `unstable` and the release candidate are
 * served as asked. Anything else (a month that is not a release, a version past the release
 * candidate) is unknown: Shopify documents no fall-back for it, so the stand-in refuses it with a 404
 * rather than guessing (a typo in PUBLIC_STOREFRONT_API_VERSION then fails at once).
 *
 * The served version is validated and executed against the nearest installed schema at or after it
 * (the stricter side: a change such as 2026-01's `discountCodes: [String!]!` applies to every later
 * version), or the newest installed one past that.
 * @param {string} requested
 * @param {Date} [now]
 * @returns {{served: string, schemaVersion: string} | null} null for an unknown version
 */
export function resolveApiVersion(requested, now = new Date()) {
  if (requested === 'unstable') return {served: 'unstable', schemaVersion: NEWEST_SCHEMA_VERSION};
  const index = monthIndex(requested);
  if (index === null) return null;
  const window = supportedVersions(now);
  const oldest = /** @type {number} */ (monthIndex(window.oldestSupported));
  if (index > /** @type {number} */ (monthIndex(window.releaseCandidate))) return null;
  const servedIndex = Math.max(index, oldest);
  const schemaVersion =
    SCHEMA_VERSIONS.find((version) => /** @type {number} */ (monthIndex(version)) >= servedIndex) ??
    NEWEST_SCHEMA_VERSION;
  return {served: handleOf(servedIndex), schemaVersion};
}
