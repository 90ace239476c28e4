// Starting and stopping the stand-in's HTTP servers (the API and its image CDN) the same way.

/**
 * Listens on `host`:`port` (0 = any free port) and resolves once bound.
 * @param {import('node:http').Server} server
 * @param {{host: string, port: number}} where
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export async function listen(server, {host, port}) {
  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${host === 'localhost' ? 'localhost' : urlHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((resolvePromise) => {
        server.close(() => resolvePromise(undefined));
        server.closeAllConnections?.();
      }),
  };
}
