import { hostname, networkInterfaces } from 'node:os';
import { accessProblem } from '@warehouse/domain/contract';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problems';

/** The names this machine answers to by default: loopback, its own addresses and its name. */
export function machineHosts(listeningOn: string): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((each) => each?.address)
    .filter((address): address is string => address !== undefined);
  return ['localhost', '127.0.0.1', '::1', hostname(), listeningOn, ...addresses].map((host) =>
    host.toLowerCase(),
  );
}

/** A host as it stands in a URL: an IPv6 address in brackets. */
export const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** A Host header as RFC 9110 has it: a name or an IPv4 address, or an IPv6 one in brackets; a port. */
const HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/;

/** The name a Host header gives, without its port or brackets (`[::1]:4173` → `::1`); null if malformed. */
function hostName(header: string): string | null {
  const [, ipv6, name] = HOST.exec(header.trim().toLowerCase()) ?? [];
  return ipv6 ?? name?.replace(/\.$/, '') ?? null;
}

/**
 * Every request must name this server: a page on another site that points its own name at this
 * machine (DNS rebinding) gets 421, before any cookie is read or set.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]) {
  const names = new Set(
    allowed.map((host) => hostName(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)),
  );
  app.addHook('onRequest', async (request, reply) => {
    const name = hostName(request.host ?? '');
    if (name !== null && names.has(name)) return;
    return sendProblem(reply, accessProblem('misdirected', 'This server does not answer to that name.'));
  });
}
