import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../http/errors';

/** How many sign-in attempts are allowed before a 429 (every attempt counts, right or wrong). */
export interface SignInLimits {
  /** Per caller address and user name, per minute. */
  perAddressAndUserPerMinute: number;
  /** Per user name across every address, per hour (slows a password spray from many addresses). */
  perAccountPerHour: number;
  /** Per caller address across every user name, per minute (slows one address trying many accounts). */
  perAddressPerMinute: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAddressAndUserPerMinute: 10,
  perAccountPerHour: 50,
  perAddressPerMinute: 30,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const userNameOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/** The three sign-in limits as one pre-handler of the sign-in route (after the body is validated). */
export function signInRateLimit(app: FastifyInstance, limits: SignInLimits): preHandlerAsyncHookHandler {
  const limiters = [
    app.createRateLimit({
      max: limits.perAddressAndUserPerMinute,
      timeWindow: MINUTE,
      keyGenerator: (r) => `signin-address-user|${r.ip}|${userNameOf(r)}`,
    }),
    app.createRateLimit({ max: limits.perAccountPerHour, timeWindow: HOUR, keyGenerator: (r) => `signin-account|${userNameOf(r)}` }),
    app.createRateLimit({ max: limits.perAddressPerMinute, timeWindow: MINUTE, keyGenerator: (r) => `signin-address|${r.ip}` }),
  ];
  return async (request, reply) => {
    // Every limit counts every attempt, so that no limit can be walked around by tripping another first.
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const exceeded = results.filter((r) => !r.isAllowed && r.isExceeded);
    if (exceeded.length === 0) return;
    const seconds = Math.max(...exceeded.map((r) => (r.isAllowed ? 0 : r.ttlInSeconds)));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'rate_limited', `Too many sign-in attempts. Try again in ${seconds} seconds.`);
  };
}
