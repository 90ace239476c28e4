import {NoDeprecatedCustomRule, specifiedRules, validate, type DocumentNode} from 'graphql';
import {getSchema} from '../local/storefront-api/schema.mjs';

export {NEWEST_SCHEMA_VERSION, SCHEMA_VERSIONS} from '../local/storefront-api/schema.mjs';

/**
 * What Shopify would refuse on `version` (graphql-js's standard rules against Shopify's published
 * schema), plus any deprecated field, argument or enum value: deprecations are a later version's
 * removals, so the tests refuse them although Shopify still answers them.
 */
export function storefrontValidationErrors(version: string, document: DocumentNode): string[] {
  return validate(getSchema(version), document, [...specifiedRules, NoDeprecatedCustomRule]).map(
    (error) => error.message,
  );
}
