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

/** The name a Host header gives, without its port or brackets: `[::1]:4173` → `::1`. */
function hostName(header: string): string {
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']'));
  else if (host.split(':').length === 2) host = host.split(':')[0] as string;
  return host.replace(/\.$/, '');
}

/**
 * Every request must name this server: a page on another site that points its own name at this
 * machine (DNS rebinding) gets 421, before any cookie is read or set.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]) {
  const names = new Set(allowed.map(hostName));
  app.addHook('onRequest', async (request, reply) => {
    const name = hostName(request.host ?? '');
    if (names.has(name)) return;
    return sendProblem(reply, accessProblem('misdirected', 'This server does not answer to that name.'));
  });
}
