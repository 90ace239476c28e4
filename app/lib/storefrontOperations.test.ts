import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {buildClientSchema, Kind, validate, type DocumentNode, type IntrospectionQuery} from 'graphql';
import gql from 'graphql-tag';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

// Operations share fragments by design; graphql-tag's duplicate-name warning is noise here.
gql.disableFragmentWarnings();

/**
 * Every Storefront operation the app sends must be one Shopify's 2025-07 API accepts. The
 * generated types file holds each operation exactly as the app sends it (fragments included),
 * so it is the list to check; the source scan proves that list is not stale.
 */
const root = path.resolve(__dirname, '../..');
const schema = buildClientSchema(
  JSON.parse(
    readFileSync(path.join(root, 'node_modules/storefront-schema-2025-07/storefront.schema.json'), 'utf8'),
  ) as IntrospectionQuery,
);

function generatedOperations(): string[] {
  const file = path.join(root, 'storefrontapi.generated.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const operations: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || !/^Generated(Query|Mutation)Types$/.test(node.name.text)) return;
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
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operation && 'name' in operation ? operation.name?.value : undefined;
}

describe('Storefront operations', () => {
  const operations = generatedOperations();

  it('finds the generated operations and they match the source (codegen is current)', () => {
    expect(operations.length).toBeGreaterThan(0);
    const generatedNames = operations.map((text) => operationName(gql(text))).sort();
    expect(generatedNames).toEqual(operationNamesInSource().sort());
  });

  it.each(operations.map((text) => [operationName(gql(text)) ?? 'anonymous', text] as const))(
    '%s validates against the 2025-07 schema',
    (_name, text) => {
      const errors = validate(schema, gql(text));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );

  it('rejects an operation Shopify would reject', () => {
    const errors = validate(schema, gql('query Broken { products(first: 1) { nodes { notAField } } }'));
    expect(errors[0]?.message).toMatch(/Cannot query field "notAField"/);
  });
});
