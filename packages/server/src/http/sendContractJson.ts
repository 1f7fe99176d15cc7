// A contract call's result on the wire. A result without a frozen list is written by the route's
// serializer, made from the call's declared output (what the declaration does not name is not
// sent), and gzipped by the compression plugin when it is large. A result holding one (the POS
// catalogue) is sent as its pieces, not copied into one text, and gzipped from them: the frozen
// list's deflate is made once, and only the few bytes around it are deflated per request.
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contractJson, FULL_FLUSH, GZIP_LEVEL, holdsFrozenList, type JsonPiece } from './contractJson';

/** Gzip's header (RFC 1952): deflate, no name, no time, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** An empty last block, ending the deflate stream the pieces' full flushes leave open. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0), { level: GZIP_LEVEL });

const encodings = new Negotiator({ supportedValues: ['gzip', 'identity'] });

const lengthOf = (buffers: Buffer[]) => buffers.reduce((sum, buffer) => sum + buffer.length, 0);

/** The pieces as one gzip member: each deflated piece in turn, the last block, then CRC and size. */
async function gzipped(pieces: JsonPiece[]): Promise<Buffer[]> {
  const deflated = await Promise.all(
    pieces.map((piece) => piece.deflated?.() ?? deflateRawSync(piece.bytes, FULL_FLUSH)),
  );
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(pieces.reduce((crc, piece) => crc32(piece.bytes, crc), 0) >>> 0, 0);
  trailer.writeUInt32LE(lengthOf(pieces.map((piece) => piece.bytes)) % 2 ** 32, 4);
  return [GZIP_HEADER, ...deflated, LAST_BLOCK, trailer];
}

export async function sendContractJson(request: FastifyRequest, reply: FastifyReply, result: unknown) {
  reply.type('application/json; charset=utf-8');
  if (!holdsFrozenList(result)) return reply.send(result);
  const pieces = contractJson(result);
  reply.header('vary', 'accept-encoding');
  // Lower-cased, as @fastify/compress reads it.
  const gzip = encodings.negotiate((request.headers['accept-encoding'] ?? '').toLowerCase()) === 'gzip';
  const body = gzip ? await gzipped(pieces) : pieces.map((piece) => piece.bytes);
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.header('content-length', lengthOf(body)).send(Readable.from(body));
}
