import { createHash } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import { countAttempt, deleteEndedWindows } from './signInAttemptsRepo';

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

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const userNameOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/** Counter keys are hashed: the table keeps no address or user name in clear. */
const keyHash = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('hex');

/**
 * The three sign-in limits as one pre-handler of the sign-in route (after the body is validated).
 * The counters live in the database, so every API instance counts every attempt (docs/deployment.md).
 */
export function signInRateLimit(db: Db, limits: SignInLimits): preHandlerAsyncHookHandler {
  let sweptAt = 0;
  return async (request, reply) => {
    const user = userNameOf(request);
    const checks = [
      { max: limits.perAddressAndUserPerMinute, window: MINUTE, key: keyHash('signin-address-user', request.ip, user) },
      { max: limits.perAccountPerHour, window: HOUR, key: keyHash('signin-account', user) },
      { max: limits.perAddressPerMinute, window: MINUTE, key: keyHash('signin-address', request.ip) },
    ];
    // Every limit counts every attempt, so that no limit can be walked around by tripping another first.
    const counts = await Promise.all(checks.map((c) => countAttempt(db, c.key, c.window)));
    if (Date.now() - sweptAt > MINUTE * 1000) {
      sweptAt = Date.now();
      await deleteEndedWindows(db);
    }
    const exceeded = counts.filter((count, i) => count.attempts > checks[i]!.max);
    if (exceeded.length === 0) return;
    const seconds = Math.max(...exceeded.map((count) => count.secondsLeft));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'rate_limited', `Too many sign-in attempts. Try again in ${seconds} seconds.`);
  };
}
