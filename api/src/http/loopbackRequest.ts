import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * A client on this machine (the socket's peer, never X-Forwarded-For) that asked for a loopback host
 * name, so that a page elsewhere cannot reach what this guards through DNS rebinding.
 */
export const isLoopbackRequest = (request: FastifyRequest) =>
  LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '') && LOOPBACK_HOST.test(request.headers.host ?? '');
