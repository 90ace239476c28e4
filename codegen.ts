import {readFileSync} from 'node:fs';
import type {CodegenConfig} from '@graphql-codegen/cli';
import {pluckConfig, preset} from '@shopify/hydrogen-codegen';
import {parse} from 'yaml';

interface GraphqlProject {
  schema: string;
  documents: string[];
  extensions: {codegen: {output: string; importTypesFrom: string}};
}

// .graphqlrc.yml is the single place that names the schema and the documents; this file adds
// Hydrogen's preset, whose plucking understands `#graphql` strings with interpolated fragments.
const {projects} = parse(readFileSync('.graphqlrc.yml', 'utf8')) as {projects: {default: GraphqlProject}};
const project = projects.default;

const config: CodegenConfig = {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  schema: project.schema,
  documents: project.documents,
  generates: {
    [project.extensions.codegen.output]: {
      preset,
      presetConfig: {
        importTypes: {namespace: 'StorefrontAPI', from: project.extensions.codegen.importTypesFrom},
      },
    },
  },
};

export default config;
