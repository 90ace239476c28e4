// Runs the real workerd binary (the one miniflare ships) on a binary config made by miniflare's own
// serializer, as miniflare starts it.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {miniflareEntry} from '../../scripts/patchMiniflare.mjs';

/**
 * A workerd config (as miniflare's serializer takes it) of one worker, `index.mjs` being `esModule`, with
 * text `bindings`, served on a free port of 127.0.0.1.
 */
export function oneWorkerConfig(esModule: string, bindings: {name: string; text: string}[] = []) {
  return {
    services: [
      {
        name: 'main',
        worker: {
          compatibilityDate: '2024-01-01',
          modules: [{name: 'index.mjs', esModule}],
          bindings,
        },
      },
    ],
    sockets: [{name: 'http', address: '127.0.0.1:0', http: {}, service: {name: 'main'}}],
  };
}

/** The config serializer of the miniflare mini-oxygen runs (what it writes to workerd's stdin). */
export const {serializeConfig} = createRequire(import.meta.url)(miniflareEntry()) as {
  serializeConfig: (config: unknown) => Buffer;
};

export const WORKERD = (createRequire(miniflareEntry())('workerd') as {default: string}).default;

/** Starts workerd on `config` as miniflare does (stdin, control fd 3) and returns its answer to GET /. */
export async function answerOf(config: Buffer): Promise<string> {
  const child = spawn(WORKERD, ['serve', '--binary', '--control-fd=3', '-'], {
    stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
  });
  try {
    child.stdin!.end(config);
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
      child.once('exit', (code) => reject(new Error(`workerd exited (${code}): ${stderr}`)));
      child.stdio[3]!.on('data', (data) => resolve(JSON.parse(String(data).split('\n')[0]!).port));
    });
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } finally {
    child.kill('SIGKILL');
  }
}
