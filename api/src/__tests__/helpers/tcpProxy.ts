import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay on a fixed local port in front of a server (here PostgreSQL). `stop()` is the server
 * going away: every relayed connection is cut and new ones are refused; `start()` brings it back on
 * the same port, as a restarted server would.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    const s = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        // A cut connection is the point of this relay: its errors are expected.
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    /** The server is gone: relayed connections reset, new ones refused. */
    async stop() {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
    /** The server is back on the same port. */
    start: listen,
    close() {
      return this.stop();
    },
  };
}
