/**
 * The sign-in throttle's counters, shared by every API instance on the database: one row per limit
 * and caller (the key is a SHA-256 of the limit's name, the caller's address and/or user name, so
 * neither is kept in clear), counting the attempts of the window that ends at `window_ends`.
 */
export default `
create table sign_in_attempts (
  key_hash text primary key,
  window_ends timestamptz(3) not null,
  attempts integer not null check (attempts > 0)
);
create index sign_in_attempts_window_ends on sign_in_attempts (window_ends);
`;
