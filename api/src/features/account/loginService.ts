import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { verifyPassword } from '../../auth/password';
import { issueToken } from '../../auth/token';
import { findLoginByUsername } from './usersRepo';

const invalidGrant = () => new AppError(400, 'invalid_grant', 'The user name or password is incorrect.', undefined, 'invalid_grant');

/** Password grant: checks the credentials (same scrypt time for unknown users) and issues a bearer token. */
export async function passwordGrant(db: Db, secret: Buffer, ttlSeconds: number, username: string, password: string) {
  const user = await findLoginByUsername(db, username.trim());
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw invalidGrant();
  return {
    access_token: issueToken(secret, user, ttlSeconds),
    token_type: 'bearer' as const,
    expires_in: ttlSeconds,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
