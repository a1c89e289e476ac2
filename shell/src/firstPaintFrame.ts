import { createFirstPaintOverlay, firstPaintElement as el } from '@offerdesk/runtime/first-paint';

/*
 * The shell's part of the first paint: its header and the breadcrumb, drawn as the shell draws them
 * (Header.tsx, ShellBreadcrumbs.tsx, the theme's colours and type), around the slot the screen's own
 * first paint script fills. Plain DOM: nothing here waits for React or the UI library.
 */

const CSS = `
#offerdesk-first-paint{position:fixed;inset:0;z-index:1500;overflow:hidden;background:#f4f6f9;color:rgba(0,0,0,.87);
  font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;pointer-events:none}
#offerdesk-first-paint .fp-header{background:#1d4e89;color:#fff;height:64px;display:flex;align-items:center;gap:8px;padding:0 24px}
#offerdesk-first-paint .fp-brand{font-size:1.25rem;font-weight:700;letter-spacing:.2px;line-height:1.6}
#offerdesk-first-paint .fp-beta{background:#ed6c02;color:rgba(0,0,0,.87);font-size:11px;font-weight:700;height:20px;line-height:20px;
  padding:0 8px;border-radius:16px}
#offerdesk-first-paint .fp-page{max-width:1440px;margin:0 auto}
#offerdesk-first-paint .fp-crumbs{padding:16px 24px 8px;font-size:14px;line-height:1.5;color:rgba(0,0,0,.6)}
#offerdesk-first-paint .fp-crumbs b{color:rgba(0,0,0,.87);font-weight:600}
#offerdesk-first-paint .fp-crumbs i{font-style:normal;margin:0 8px}
@media (max-width:599.95px){
  #offerdesk-first-paint .fp-header{height:56px;padding:0 16px}
  #offerdesk-first-paint .fp-crumbs{padding:16px 16px 8px}
}`;

/**
 * Lays the first paint's overlay over the page: the header and 'Home › <title>' around an empty
 * slot (`firstPaintSlot()`), which the screen's first paint script fills.
 */
export function drawFirstPaintFrame(title: string): void {
  const { overlay, slot } = createFirstPaintOverlay();
  const style = document.createElement('style');
  style.textContent = CSS;
  const header = el('div', 'fp-header');
  header.append(el('span', 'fp-brand', 'OfferDesk'), el('span', 'fp-beta', 'Beta'));
  const crumbs = el('div', 'fp-crumbs');
  const here = el('b', '', title);
  crumbs.append('Home', el('i', '', '›'), here);
  const page = el('div', 'fp-page');
  page.append(crumbs, slot);
  overlay.append(style, header, page);
  document.body.append(overlay);
}
