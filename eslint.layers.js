// The layers of app/, as lint rules: lib ← sharing ← server ← features ← routes ("←": may be imported by).
// ui (shared components) and content (texts) sit beside them: ui imports lib, sharing and content; content
// imports lib, sharing and ui. A feature is used only through its entries (index.ts, index.server.ts);
// nothing imports a route or root.tsx. Type-only imports count too: a type that runs back up a layer is
// the start of a loop. Kept apart from eslint.config.js so tests/lint/layers.test.ts checks these exact rules.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** The zones of import-x/no-restricted-paths for the app under `root`. */
export function layerZones(root) {
  const app = path.join(root, 'app');
  const featuresDir = path.join(app, 'features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const entries = features.flatMap((feature) => [
    `./${feature}/index.ts`,
    `./${feature}/index.server.ts`,
  ]);
  const onlyFrom = (target, allowed, message) => ({
    target: `./app/${target}`,
    from: './app',
    except: [`./${target}`, ...allowed.map((folder) => `./${folder}`)],
    message,
  });
  return [
    onlyFrom('lib', [], 'app/lib imports no other folder of app/.'),
    onlyFrom('sharing', ['lib'], 'app/sharing imports only app/lib.'),
    onlyFrom(
      'server',
      ['lib', 'sharing'],
      'app/server imports only app/lib and app/sharing: no feature, ui or route.',
    ),
    onlyFrom(
      'ui',
      ['lib', 'sharing', 'content'],
      'app/ui imports only app/lib, app/sharing and app/content: no feature, server module or route.',
    ),
    onlyFrom(
      'content',
      ['lib', 'sharing', 'ui'],
      'app/content imports only app/lib, app/sharing and app/ui.',
    ),
    // Each feature: its own files, and other features through their entries only.
    ...features.map((feature) => ({
      target: `./app/features/${feature}`,
      from: './app/features',
      except: [`./${feature}`, ...entries],
      message:
        'Use another feature through its entry (~/features/x or ~/features/x/index.server), never its internal modules.',
    })),
    {
      target: [
        './app/routes',
        './app/root.tsx',
        './app/entry.client.tsx',
        './app/entry.server.tsx',
        './app/context.server.ts',
        './server.ts',
      ],
      from: './app/features',
      except: entries,
      message:
        'Use a feature through its entry (~/features/x or ~/features/x/index.server), never its internal modules.',
    },
    {
      target: ['./app', './server.ts'],
      from: ['./app/routes', './app/root.tsx'],
      message:
        'Nothing imports a route or root.tsx: types of loader data live in the feature that produces them.',
    },
  ];
}
