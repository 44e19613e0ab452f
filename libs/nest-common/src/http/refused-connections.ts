import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** How long a refused connection is still read (and what comes discarded) before it is closed regardless. */
export const LINGER_MS = 2_000;

/** Node's own mapping of a request it cannot parse to an answer. */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A request the HTTP parser refuses (a URL or headers over 16 KB, a malformed line) is answered as Node answers it,
 * then its connection is closed gently: Node's default destroys it at once, and with the request's body still
 * arriving unread the kernel resets the connection, a reset that can overtake the answer (the HTTP fuzz through the gateway saw
 * "read ECONNRESET" for a 20 KB URL with a 1 MB body, 42 times in 60). Here the answer goes out with a FIN, what the
 * client still sends is read and dropped, and the socket is destroyed when the client closes or after LINGER_MS.
 */
export function closeRefusedConnectionsGently(server: Server): void {
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The parser reports every later chunk of a refused connection again.
    if (refused.has(socket)) return;
    refused.add(socket);
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = statusFor(error.code);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
    const deadline = setTimeout(() => socket.destroy(), LINGER_MS);
    deadline.unref();
    socket.on('close', () => clearTimeout(deadline));
    socket.on('end', () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.resume();
  });
}
