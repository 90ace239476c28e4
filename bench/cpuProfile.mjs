// What a V8 CPU profile of the worker says, grouped by source (bench/profile.mjs, bench/cold-start.mjs
// --profile), and a DevTools protocol session with the worker through mini-oxygen's inspector proxy.
/* global WebSocket -- Node 20 with --experimental-websocket, as the npm scripts run it */

/** The groups a source file falls in, first match wins. */
export const GROUPS = [
  ['React render', /node_modules\/(react-dom|react|scheduler)\//],
  ['Remix (routing, loaders, serialisation)', /node_modules\/(@remix-run|turbo-stream|react-router|cookie)\//],
  ['Hydrogen', /node_modules\/@shopify\//],
  ['Supabase client', /node_modules\/@supabase\//],
  ['app code', /(^|\/)(app|server\.ts)/],
  ['other libraries', /node_modules\//],
];

export function groupOf(source) {
  if (!source) return 'unmapped';
  return GROUPS.find(([, pattern]) => pattern.test(source))?.[0] ?? 'other';
}

/** The npm package a source file belongs to, or its path in the app. */
export function packageOf(source) {
  if (!source) return 'unmapped';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '');
  const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/**
 * What a mapped sample is counted under: `group` (GROUPS), `package` (packageOf) or `function` (its name,
 * package or file and line).
 */
const KEYS = {
  group: (original) => groupOf(original.source),
  package: (original) => packageOf(original.source),
  function: (original, functionName) =>
    `${functionName || '(anonymous)'} ${packageOf(original.source)}:${original.line ?? '?'}`,
};

/**
 * Self time per group (or `by` package or function), from the profile's samples (idle time left out). A built-in (no script: string,
 * JSON and regular-expression functions, TextEncoder, …) counts for the code that called it, so "React
 * render" includes the string work React asks for.
 */
export function summarise(profile, map, count, by = 'group') {
  const keyOf = KEYS[by];
  const parent = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ownGroup = new Map();
  const groupOfNode = (id) => {
    if (ownGroup.has(id)) return ownGroup.get(id);
    const {url, lineNumber, columnNumber, functionName} = byId.get(id).callFrame;
    let group;
    if (functionName === '(idle)' || functionName === '(root)') group = null;
    else if (functionName === '(garbage collector)') group = 'garbage collection';
    else if (functionName === '(program)') group = 'workerd outside JavaScript (I/O, streams)';
    else if (!url) {
      const caller = parent.get(id);
      group = caller === undefined ? 'built-ins run from the event loop (promises, streams)' : (groupOfNode(caller) ?? 'built-ins run from the event loop (promises, streams)');
    } else {
      const original = url.endsWith('index.js')
        ? map.originalPositionFor({line: lineNumber + 1, column: columnNumber})
        : {source: url, line: lineNumber + 1};
      group = keyOf({...original, source: original.source ?? url}, functionName);
    }
    ownGroup.set(id, group);
    return group;
  };
  const totals = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((nodeId, index) => {
    const group = byId.has(nodeId) ? groupOfNode(nodeId) : null;
    if (!group) return;
    // A sample's time is the gap to the next one.
    const micros = deltas[index + 1] ?? 0;
    totals.set(group, (totals.get(group) ?? 0) + micros);
  });
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([group, micros]) => ({
      group,
      msPerRequest: Number((micros / 1000 / count).toFixed(2)),
      share: Number(((micros / all) * 100).toFixed(1)),
    }));
}

/** A DevTools protocol session with the worker (mini-oxygen's inspector proxy). */
export async function connect(portNumber) {
  const targets = await (await fetch(`http://127.0.0.1:${portNumber}/json`)).json();
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`No inspector target on port ${portNumber}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, {once: true});
    socket.addEventListener('error', reject, {once: true});
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id && pending.has(message.id)) {
      const {resolve, reject} = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result);
    }
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({id, method, params}));
      return new Promise((resolve, reject) => pending.set(id, {resolve, reject}));
    },
    close: () => socket.close(),
  };
}
