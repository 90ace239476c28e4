import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {Kind, type DocumentNode} from 'graphql';
import gql from 'graphql-tag';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {
  NEWEST_SCHEMA_VERSION,
  SCHEMA_VERSIONS,
  storefrontValidationErrors,
} from '../../../tests/storefrontSchemas';

// Operations share fragments by design; graphql-tag's duplicate-name warning is noise here.
gql.disableFragmentWarnings();

/**
 * Every Storefront operation the app sends must be one Shopify accepts on 2025-07 and on the newest
 * schema published on npm (Shopify serves an unsupported version as the oldest supported one), and
 * must read no deprecated field (deprecated fields are the next version's removals). The generated
 * types file holds each operation exactly as the app sends it (fragments included), so it is the
 * list to check; the source scan proves that list is not stale. Hydrogen's cart operations are
 * checked in cartHandler.server.test.ts.
 */
const root = path.resolve(__dirname, '../../..');

function generatedOperations(): string[] {
  const file = path.join(root, 'storefrontapi.generated.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const operations: string[] = [];
  source.forEachChild((node) => {
    if (
      !ts.isInterfaceDeclaration(node) ||
      !/^Generated(Query|Mutation)Types$/.test(node.name.text)
    )
      return;
    for (const member of node.members) {
      if (member.name && ts.isStringLiteral(member.name)) operations.push(member.name.text);
    }
  });
  return operations;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function operationNamesInSource(): string[] {
  const names: string[] = [];
  for (const file of sourceFiles(path.join(root, 'app'))) {
    for (const block of readFileSync(file, 'utf8').matchAll(/`#graphql([\s\S]*?)`/g)) {
      for (const match of (block[1] ?? '').matchAll(/\b(query|mutation)\s+([A-Za-z_]\w*)/g)) {
        names.push(match[2]!);
      }
    }
  }
  return names;
}

function operationName(document: DocumentNode) {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation && 'name' in operation ? operation.name?.value : undefined;
}

describe('Storefront operations', () => {
  const operations = generatedOperations();

  it('finds the generated operations and they match the source (codegen is current)', () => {
    expect(operations.length).toBeGreaterThan(0);
    const generatedNames = operations.map((text) => operationName(gql(text))).sort();
    expect(generatedNames).toEqual(operationNamesInSource().sort());
  });

  it.each(
    SCHEMA_VERSIONS.flatMap((version) =>
      operations.map((text) => [operationName(gql(text)) ?? 'anonymous', version, text] as const),
    ),
  )('%s validates against the %s schema, reading no deprecated field', (_name, version, text) => {
    expect(storefrontValidationErrors(version, gql(text))).toEqual([]);
  });

  it('checks each operation against the schema of the version it names, not one schema for all', () => {
    // Shop.legalNotice arrived in 2026-04, so Shopify refuses it on 2025-07 and answers it on the newest.
    const newerField = gql('query LegalNotice { shop { legalNotice { title } } }');
    expect(storefrontValidationErrors('2025-07', newerField)).toEqual([
      expect.stringMatching(/Cannot query field "legalNotice" on type "Shop"/),
    ]);
    expect(storefrontValidationErrors(NEWEST_SCHEMA_VERSION, newerField)).toEqual([]);
  });

  it('flags a deprecated field', () => {
    const errors = storefrontValidationErrors(
      NEWEST_SCHEMA_VERSION,
      gql('query Taxed($id: ID!) { cart(id: $id) { cost { totalTaxAmount { amount } } } }'),
    );
    expect(errors).toEqual([expect.stringMatching(/CartCost\.totalTaxAmount is deprecated/)]);
  });

  it("catches Hydrogen 2025.4's nullable discount codes on the newest schema only", () => {
    const hydrogenStyle = gql(`
      mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) {
        cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { id } }
      }
    `);
    expect(storefrontValidationErrors('2025-07', hydrogenStyle)).toEqual([]);
    expect(storefrontValidationErrors(NEWEST_SCHEMA_VERSION, hydrogenStyle)).toEqual([
      expect.stringMatching(
        /Variable "\$discountCodes" of type "\[String!\]" used in position expecting type "\[String!\]!"/,
      ),
    ]);
  });
});
