// The layer rules bite: each probe is a small virtual module placed in a layer, importing what that layer
// may not. The rules come from eslint.layers.js (what eslint.config.js uses), without its exemption list.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {ESLint} from 'eslint';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import {importX} from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import {describe, expect, it} from 'vitest';
import {layerZones} from '../../eslint.layers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: {parser: tseslint.parser},
      plugins: {'import-x': importX},
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [
          createTypeScriptImportResolver({project: path.join(root, 'tsconfig.json')}),
        ],
      },
      rules: {[RULE]: ['error', {basePath: root, zones: layerZones(root)}]},
    },
  ],
});

/** The layer errors for `code` as if it were the module at `file` (relative to the repository). */
async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, {filePath: path.join(root, file)});
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('the layer rules', () => {
  it.each([
    [
      'ui importing a feature',
      'app/ui/Probe.tsx',
      "import {useRootCart} from '~/features/cart';\nuseRootCart();",
    ],
    [
      'ui importing a server module',
      'app/ui/Probe.tsx',
      "import {flashNotice} from '~/server/flash.server';\nvoid flashNotice;",
    ],
    [
      'server importing a feature',
      'app/server/probe.server.ts',
      "import {readRootCart} from '~/features/cart/index.server';\nvoid readRootCart;",
    ],
    [
      'server importing ui',
      'app/server/probe.server.ts',
      "import {SquareImage} from '~/ui/SquareImage';\nvoid SquareImage;",
    ],
    [
      'lib importing server',
      'app/lib/probe.ts',
      "import {ProviderTimeoutError} from '~/server/providerDeadline.server';\nvoid ProviderTimeoutError;",
    ],
    [
      'lib importing content',
      'app/lib/probe.ts',
      "import {BRAND} from '~/content/brand';\nvoid BRAND;",
    ],
    [
      'sharing importing server',
      'app/sharing/probe.ts',
      "import {flashNotice} from '~/server/flash.server';\nvoid flashNotice;",
    ],
    [
      'content importing a feature',
      'app/content/Probe.tsx',
      "import {CookieSettingsButton} from '~/features/consent';\nvoid CookieSettingsButton;",
    ],
    [
      "a feature importing another feature's internal module",
      'app/features/product/probe.ts',
      "import {useAddToCartFeedback} from '~/features/cart/CartContext';\nvoid useAddToCartFeedback;",
    ],
    [
      'a feature reaching into another feature relatively',
      'app/features/product/probe.ts',
      "import {cartText} from '../cart/rootCart';\nvoid cartText;",
    ],
    [
      "a route importing a feature's internal module",
      'app/routes/probe.tsx',
      "import {CartLines} from '~/features/cart/CartLines';\nvoid CartLines;",
    ],
    [
      'a feature importing a route',
      'app/features/newsletter/probe.ts',
      "import {action} from '~/routes/newsletter';\nvoid action;",
    ],
    [
      'a feature importing a type from root',
      'app/features/cart/probe.ts',
      "import type {loader} from '~/root';\nexport type Probe = typeof loader;",
    ],
    [
      'a route importing another route',
      'app/routes/probe.tsx',
      "import {loader} from './newsletter';\nvoid loader;",
    ],
    [
      'a type-only import of a feature from ui',
      'app/ui/Probe.tsx',
      "import type {RootCartRead} from '~/features/cart';\nexport type Probe = RootCartRead;",
    ],
  ])('refuses %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'a route using a feature through its entries',
      'app/routes/probe.tsx',
      "import {CartLines} from '~/features/cart';\nimport {readRootCart} from '~/features/cart/index.server';\nvoid CartLines; void readRootCart;",
    ],
    [
      "a feature using another feature's entry, ui, server and lib",
      'app/features/product/probe.ts',
      "import {useAddToCartFeedback} from '~/features/cart';\nimport {SquareImage} from '~/ui/SquareImage';\nimport {flashNotice} from '~/server/flash.server';\nimport {formatPrice} from '~/lib/money';\nvoid useAddToCartFeedback; void SquareImage; void flashNotice; void formatPrice;",
    ],
    [
      'a feature using its own modules relatively',
      'app/features/cart/probe.ts',
      "import {cartText} from './rootCart';\nvoid cartText;",
    ],
    [
      'ui using content and lib',
      'app/ui/Probe.tsx',
      "import {BRAND} from '~/content/brand';\nimport {formatPrice} from '~/lib/money';\nvoid BRAND; void formatPrice;",
    ],
    [
      'server using lib',
      'app/server/probe.server.ts',
      "import {formatPrice} from '~/lib/money';\nvoid formatPrice;",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
