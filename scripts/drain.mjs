/**
 * Stopping without failing a request (issue 24 §3): the server stops taking connections, the
 * requests in flight finish, each answer carrying `Connection: close`, and every connection without
 * one is closed at once. A drain that outlasts its bound cuts what is left and says what it cut.
 */

/** Asks Node to close the connection once `res` is sent; an answer already under way only loses its keep-alive. */
function closeAfter(res) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  else res.shouldKeepAlive = false;
}

/**
 * Tracks the connections of `server` and their requests in flight.
 * @param {import('node:http').Server} server
 */
export function drainer(server) {
  /** @type {Map<import('node:http').ServerResponse, { method: string, path: string, since: number }>} */
  const inFlight = new Map();
  /** Each open connection with its number of requests in flight. @type {Map<import('node:net').Socket, number>} */
  const connections = new Map();
  let draining = false;

  server.on('connection', (socket) => {
    // A cluster's primary may still hand this worker a connection it accepted before every worker
    // stopped listening: it is closed at once, as a refused one would be.
    if (draining) return socket.destroy();
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });

  return {
    /** Notes a request; call it first in the request handler. */
    track(req, res) {
      const socket = req.socket;
      inFlight.set(res, { method: req.method ?? '', path: (req.url ?? '/').split('?')[0], since: Date.now() });
      connections.set(socket, (connections.get(socket) ?? 0) + 1);
      res.once('close', () => {
        inFlight.delete(res);
        if (connections.has(socket)) connections.set(socket, connections.get(socket) - 1);
      });
      if (draining) closeAfter(res);
    },
    /**
     * Stops taking connections and waits for the requests in flight, at most `timeoutMs`.
     * @param {number} timeoutMs
     * @returns {Promise<Array<{ method: string, path: string, ms: number }>>} the requests cut; none when all finished
     */
    drain(timeoutMs) {
      draining = true;
      for (const res of inFlight.keys()) closeAfter(res);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          const now = Date.now();
          const cut = [...inFlight.values()].map(({ method, path, since }) => ({ method, path, ms: now - since }));
          server.closeAllConnections();
          resolve(cut);
        }, timeoutMs);
        server.close(() => {
          clearTimeout(timer);
          resolve([]);
        });
        // Idle keep-alive connections, and those that never sent a request (a browser's preconnect),
        // which Node's closeIdleConnections() leaves open.
        for (const [socket, requests] of connections) if (requests === 0) socket.destroy();
      });
    },
  };
}
