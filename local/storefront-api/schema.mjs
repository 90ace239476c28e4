// The official Storefront API 2025-07 schema, built once from Shopify's introspection JSON
// (shipped in @shopify/hydrogen-react@2025.7.0, installed under the npm alias storefront-schema-2025-07).

import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema} from 'graphql';

const require = createRequire(import.meta.url);

export const SCHEMA_PATH = require.resolve('storefront-schema-2025-07/storefront.schema.json');
export const API_VERSION = '2025-07';

/** @type {import('graphql').GraphQLSchema | undefined} */
let cached;

/** The client schema (no resolvers attached; execution uses a custom field resolver). */
export function getSchema() {
  if (!cached) {
    const json = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'));
    cached = buildClientSchema(json.data ?? json);
  }
  return cached;
}
