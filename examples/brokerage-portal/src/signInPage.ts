import { el, page } from './layout';
import type { PortalConfig } from './portalConfig';
import { signIn } from './session';

/** Where the sign-in goes next: a page of the portal only (a path, never another site). */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?![/\\])/.test(next) ? next : '/framed';
}

/** The portal's own sign-in: the agent's OfferDesk user name and password, exchanged at the API for a token. */
export function signInPage(config: PortalConfig): void {
  const { main } = page('Sign in to the portal', false);
  const expired = new URLSearchParams(location.search).has('expired');
  const error = el('p', { role: 'alert' }, expired ? 'Your session ended. Please sign in again.' : '');
  const user = el('input', { id: 'username', name: 'username', autocomplete: 'username', required: true });
  const password = el('input', { id: 'password', name: 'password', type: 'password', autocomplete: 'current-password', required: true });
  const form = el(
    'form',
    { className: 'sign-in', 'aria-label': 'Sign in' },
    el('label', { htmlFor: 'username' }, 'Username'),
    user,
    el('label', { htmlFor: 'password' }, 'Password'),
    password,
    el('button', { type: 'submit' }, 'Sign In'),
    error,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    error.textContent = '';
    signIn(config, user.value, password.value).then(
      () => location.assign(nextPath(location.search)),
      (err: Error) => (error.textContent = err.message),
    );
  });
  main.append(form);
}
