import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `max` open connections from one address (0: no limit): past it a new connection is closed at once,
 * so one client cannot hold every socket. Behind a load balancer, where every connection comes from its
 * address, the limit belongs there instead (MAX_CONNECTIONS_PER_ADDRESS=0).
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
