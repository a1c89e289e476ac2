import { readSession, signOut } from './session';

/** A page of the portal: its header and navigation, a main area with a heading, and the log of frame messages and remote events. */
export interface Page {
  main: HTMLElement;
  /** Where OfferDesk goes: the framed shell or a mounted remote. */
  host: HTMLElement;
  /** Adds a line to the page's message and event log. */
  log(line: string): void;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k.startsWith('aria-') || k === 'role') node.setAttribute(k, String(v));
    else (node as unknown as Record<string, unknown>)[k] = v;
  }
  node.append(...children);
  return node;
}

const NAV: [string, string][] = [
  ['/framed', 'Offers (framed)'],
  ['/mounted/offers', 'Offers (mounted)'],
];

function header(): HTMLElement {
  const session = readSession();
  const links = NAV.map(([href, text]) =>
    el('li', {}, el('a', { href, ...(location.pathname === href ? { 'aria-current': 'page' } : {}) }, text)),
  );
  const bar = el('header', { className: 'bar' }, el('strong', {}, 'Harbor Brokerage'));
  if (!session) return bar;
  const out = el('button', { type: 'button' }, 'Sign out');
  out.addEventListener('click', () => {
    void signOut().then(() => location.assign('/sign-in'));
  });
  bar.append(el('nav', { 'aria-label': 'Portal' }, el('ul', {}, ...links)), el('span', { className: 'who' }, session.name), out);
  return bar;
}

/** Draws the page; `withLog` adds the message and event log beside the OfferDesk area. */
export function page(title: string, withLog = true): Page {
  const root = document.getElementById('portal')!;
  document.title = `${title} · Harbor Brokerage`;
  const main = el('main', {}, el('h1', {}, title));
  const host = el('div', { className: 'host' });
  const events = el('ol');
  const log = el('div', { id: 'events', role: 'log', 'aria-label': 'Messages and events' }, events);
  if (withLog) main.append(el('div', { className: 'layout' }, host, el('aside', {}, el('h2', {}, 'Messages and events'), log)));
  root.replaceChildren(header(), main);
  return { main, host, log: (line) => events.append(el('li', {}, line)) };
}
