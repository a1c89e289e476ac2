import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { lastMailId, MAILBOX_URL, mailLink, openMail } from '../support/mailbox';
import { markAllAssigned, offerWithDocuments, rosaSignsAll, rosaSignsFromHerMail } from '../support/offerWithDocuments';
import { API_URL, PARTY_PORTAL_URL as PORTAL_URL, SHELL_URL, SIGNING_URL } from '../support/ports';
/**
 * A deadline as the screens show it (docs/domain/offers.md, "How dates and times are shown"): MM/DD/YY with the time in ha ('12/02/26
 * 5pm'), minutes only off the hour.
 */
const DEADLINE_SHOWN = /^\d{2}\/\d{2}\/\d{2} \d{1,2}(:\d{2})?(am|pm)$/;
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** A link token of the right shape that opens nothing. */
const STRANGER_TOKEN = 'Z'.repeat(43);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the party portal on its own deployment', () => {
  let b: BrowserSession;
  afterEach(async () => {
    await b.close();
  });

  it('serves a party link page with its branded header and no shell, and says plainly when a link opens nothing', async () => {
    b = await openBrowser({ width: 375, height: 812 });
    const { page } = b;
    await page.goto(`${PORTAL_URL}/view-offer/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('banner').getByText('OfferDesk').waitFor();
    await page.getByRole('alert').filter({ hasText: 'The offer could not be opened' }).waitFor();
    // No shell: no sign-in form, no Login (the link's party is not an in-house agent).
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await expectAccessible(page, 'Party portal, link that opens nothing, 375 px');
    expect(b.errors).toEqual([]);
  });

  it('asks a phone held sideways to rotate', async () => {
    b = await openBrowser({ width: 844, height: 390 });
    const { page } = b;
    await page.addInitScript((ua) => Object.defineProperty(navigator, 'userAgent', { get: () => ua }), IPHONE);
    await page.goto(`${PORTAL_URL}/client/register/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('alert').filter({ hasText: 'Please rotate your device to continue' }).waitFor();
    await expectAccessible(page, 'Party portal, rotate notice');
  });

  it('is also served under the shell, without a sign-in, for the same public address', async () => {
    b = await openBrowser();
    const { page } = b;
    await page.goto(`${SHELL_URL}/view-offer/1/1?t=${STRANGER_TOKEN}`);
    await page.getByRole('alert').filter({ hasText: 'The offer could not be opened' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  });
});

describe("the signing service's preview framed by the portal, read with the portal's own link", () => {
  let b: BrowserSession;
  afterAll(async () => {
    await b?.close();
  });

  it("shows the offer's documents in the reviewer's page on the portal's deployment and under the shell, with no agent session", async () => {
    const token = await apiToken();
    const offer = await offerWithDocuments(token);
    const docs = await markAllAssigned(token, offer);
    const reviewer = `rita.review.${process.pid}@broker.example`;
    expect(
      (
        await apiSend('PUT', '/offer/saveReviewer', token, {
          offerId: offer.offerId,
          reviewerFirstName: 'Rita',
          reviewerLastName: 'Review',
          reviewerEmail: reviewer,
        })
      ).status,
    ).toBe(200);
    const sent = await apiSend('POST', '/offer/SendOfferForReview', token, rosaSignsAll(offer, docs));
    expect(sent.status).toBe(200);

    b = await openBrowser();
    const { page } = b;
    const link = new URL(await mailLink(page, reviewer, { subjectIncludes: 'An offer to review' }));
    for (const [base, where] of [
      [PORTAL_URL, "portal's own deployment"],
      [SHELL_URL, 'shell'],
    ] as const) {
      await page.goto(`${base}${link.pathname}${link.search}`);
      const frame = page.locator('iframe[title="Offer documents"]');
      await frame.waitFor();
      const src = new URL((await frame.getAttribute('src'))!, base);
      // The signing service is mf-documents' own page (signing.html) on its origin, from the portal's own
      // deployment and from the shell alike; the reviewer's link token goes along, nothing else.
      expect(src.origin).toBe(SIGNING_URL);
      expect(src.pathname).toBe(`/document-preview/${offer.contractId}`);
      expect(src.searchParams.get('t')).toBe(link.searchParams.get('t'));
      const preview = page.frameLocator('iframe[title="Offer documents"]');
      // The reviewer reviews the documents themselves, each under its own name, not a printed summary.
      for (const d of docs) {
        await preview.getByRole('region', { name: d.name }).waitFor({ timeout: 30_000 });
        await preview.getByRole('img', { name: `${d.name}, page 1` }).waitFor({ timeout: 30_000 });
      }
      expect(await preview.getByRole('region', { name: 'Offer documents' }).count()).toBe(0);
      expect(await preview.getByText('Sign in to preview these documents', { exact: false }).count()).toBe(0);
      // The preview hears its parent (found by the browser's ancestor origin, on the environment's
      // list): a typed counter-offer posted to the signing service's origin shows; the wrong target
      // origin is dropped by the browser.
      await page.evaluate(
        ([target]) => {
          const frameWindow = document.querySelector('iframe')!.contentWindow!;
          frameWindow.postMessage(
            { source: 'offerdesk', version: 1, type: 'counter-offer', values: { counterPrice: '$999,999' } },
            'http://localhost:1',
          );
          frameWindow.postMessage({ source: 'offerdesk', version: 1, type: 'counter-offer', values: { counterPrice: '$425,000' } }, target);
        },
        [SIGNING_URL],
      );
      await preview.locator('[data-counter="counterPrice"]').filter({ hasText: '$425,000' }).waitFor();
      expect(await preview.getByText('$999,999').count()).toBe(0);
      await expectAccessible(page, `Review page with the framed preview (${where})`);
      await expectAccessible(
        page.frames().find((f) => f.url().includes('/document-preview/'))!,
        `Framed document preview (${where})`,
      );
      await screenshot(page, `review-preview-${base === PORTAL_URL ? 'portal' : 'shell'}`);
    }
    // On a phone the reviewer's page shows the documents too, with nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${PORTAL_URL}${link.pathname}${link.search}`);
    await page
      .frameLocator('iframe[title="Offer documents"]')
      .getByRole('img', { name: `${docs[0].name}, page 1` })
      .waitFor({ timeout: 30_000 });
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Review page with the documents, 375 px');
    await screenshot(page, 'review-preview-portal-375');
    expect(b.errors).toEqual([]);
  });
});

describe('Share Documents by e-mail from the party landing page', () => {
  const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
  const FRIEND = `friend.${process.pid}@family.example`;
  let b: BrowserSession;
  afterAll(async () => {
    await b?.close();
  });

  it("the seller agent e-mails the buyer's signed documents from its link at 375 px; the mail carries them", async () => {
    // Through the API: the buyer signs the offer's documents, the buyer agent forwards the signed offer to the seller agent.
    const token = await apiToken();
    const offer = await offerWithDocuments(token);
    const docs = await markAllAssigned(token, offer);
    for (const [agent, sideId] of [
      [ALEX, 1],
      [JORDAN, 2],
    ] as const) {
      const found = (
        await apiGet<Array<{ personId: number; email: string }>>(`/TransactionBase/SearchPartiesByRole?q=${agent.lastName}&r=4`, token)
      ).data.find((a) => a.email === agent.email)!;
      expect(
        (
          await apiSend('POST', '/offer/addParty', token, {
            offerId: offer.offerId,
            party: { personId: found.personId, roleId: 4, sideId },
          })
        ).status,
      ).toBe(200);
    }
    // Rosa and Jordan get mail from other journeys too: read only what comes after this point.
    const after = await lastMailId();
    const shared = await apiSend('POST', '/offer/ShareOffer', token, rosaSignsAll(offer, docs));
    expect(shared.status).toBe(200);
    b = await openBrowser({ width: 375, height: 812 });
    const { page } = b;
    await rosaSignsFromHerMail(page, after);
    const displayId = (await apiGet<{ displayId: string }>(`/offer/GetById/${offer.offerId}`, token)).data.displayId;
    expect(
      (await apiSend('PUT', '/offer/ForwardToSellerAgent', token, { offerDisplayId: displayId, message: 'Signed by the buyer.' })).status,
    ).toBe(200);

    // The seller agent opens its link on the portal's own deployment, at 375 px.
    const link = new URL(await mailLink(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing', after }));
    await page.goto(`${PORTAL_URL}${link.pathname}${link.search}`);
    // He received the offer the buyer side sent: his headline says so (the buyer side's reads 'Offer Sent').
    await page.getByRole('heading', { level: 1, name: 'Offer Received' }).waitFor();
    const expires = page.getByRole('region', { name: 'Original Offer' }).locator('dt:text-is("Expires") + dd');
    expect(await expires.textContent()).toMatch(DEADLINE_SHOWN);
    await expectAccessible(page, 'Seller agent landing page, 375 px');
    await screenshot(page, 'portal-landing-seller-agent-375');
    await page.getByRole('button', { name: 'Share Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Document' });
    await dialog.waitFor();
    for (const d of docs) expect(await dialog.getByRole('checkbox', { name: d.name }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByText('Message is required').waitFor();
    await expectAccessible(page, 'Share Document dialog with its messages, 375 px');
    await dialog.getByLabel('E-mail').fill(FRIEND);
    await dialog.getByLabel('Message').fill('The signed offer for your records.');
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'portal-share-documents-375');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const done = page.getByRole('dialog', { name: 'Documents shared successfully' });
    await done.waitFor();
    await expectAccessible(page, 'Documents shared successfully, 375 px');
    await done.getByRole('button', { name: 'OK' }).click();

    // His counter page shows the deadline whole (MM/DD/YYYY beside its calendar button), at 375 and 1280 px.
    await page.getByRole('button', { name: 'Counter Offer' }).click();
    await page.getByRole('form', { name: 'Counter offer' }).waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const current = await page.getByLabel('Current Acceptance Deadline').inputValue();
      expect(current).toMatch(DEADLINE_SHOWN);
      const date = page.getByLabel('Counter Acceptance Deadline date');
      // The two inputs' boxes as laid out (the date field and the time select), read from the page itself.
      const boxes = await page.getByRole('group', { name: 'Counter Acceptance Deadline' }).evaluate((el) =>
        [...el.querySelectorAll('.MuiInputBase-root')].map((n) => {
          const r = n.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(boxes).toHaveLength(2);
      const [dateBox, timeBox] = boxes;
      // The year's last digit used to fall under the calendar button: the value's text must fit its box.
      const fits = await date.evaluate((el: HTMLInputElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(el);
        probe.style.font = style.font;
        probe.textContent = '88/88/8888';
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width + 24; // the calendar button beside it
        probe.remove();
        return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) >= needed;
      });
      expect(fits).toBe(true);
      expect(overlaps(dateBox, timeBox)).toBe(false);
      await expectNoSideScroll(page);
      await expectAccessible(page, `Counter offer page, ${width} px`);
      await screenshot(page, `portal-counter-deadline-${width}`);
    }

    // The mail in the suite's mailbox: from the seller agent, with the message and each signed document attached.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMail(page, FRIEND, { subjectIncludes: 'shared documents with you' });
    await page.getByRole('heading', { level: 1, name: `${JORDAN.firstName} ${JORDAN.lastName} shared documents with you` }).waitFor();
    await page.getByText('The signed offer for your records.', { exact: false }).waitFor();
    const attachments = page.getByRole('list', { name: 'Attachments' }).getByRole('link');
    expect(await attachments.allTextContents()).toEqual(docs.map((d) => `${d.name}.pdf`));
    const href = await attachments.first().getAttribute('href');
    const file = await fetch(new URL(href!, MAILBOX_URL));
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectAccessible(page, 'Mailbox: the shared documents');
    expect(b.errors).toEqual([]);
  }, 120_000);
});

describe("a party link's transport and end", () => {
  let b: BrowserSession;
  afterAll(async () => {
    await b?.close();
  });

  it('sends the token to the API only in a header, drops it from the address, and shows a revoked link its own page at 375 px', async () => {
    // Through the API: the offer is sent for signature, then its owner mails Rosa a new link.
    const token = await apiToken();
    const offer = await offerWithDocuments(token);
    const docs = await markAllAssigned(token, offer);
    expect((await apiSend('POST', '/offer/ShareOffer', token, rosaSignsAll(offer, docs))).status).toBe(200);
    const after = await lastMailId();
    const party = { offerId: offer.offerId, partyId: offer.rosaPartyId };
    expect((await apiSend('POST', '/offer/ResendPartyLink', token, party)).status).toBe(200);
    b = await openBrowser({ width: 375, height: 812 });
    const { page } = b;
    const link = new URL(await mailLink(page, 'rosa.vidal@mail.example', { subjectIncludes: 'A new link to your offer', after }));
    const t = link.searchParams.get('t')!;
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Every request the page sends to the API, with its link header.
    const calls: Array<{ url: string; header: string | undefined }> = [];
    page.on('request', (r) => {
      if (r.url().startsWith(API_URL) && !r.url().startsWith(MAILBOX_URL))
        calls.push({ url: r.url(), header: r.headers()['x-party-link'] });
    });
    await page.goto(`${PORTAL_URL}${link.pathname}${link.search}`);
    // The landing page's headline (the offer's status as Rosa sees it).
    const headline = page.getByRole('heading', { level: 1 });
    await headline.waitFor();
    const landing = (await headline.textContent())!;
    expect(landing).not.toBe('This link no longer opens the offer');
    // The address and its history entry no longer show the token; a reload still opens the offer (session storage).
    await page.waitForURL((u) => !u.searchParams.has('t'));
    expect(page.url()).not.toContain(t);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: landing }).waitFor();
    expect(page.url()).not.toContain(t);

    // The owner revokes Rosa's link: the page says so, names whom to ask and asks them by mail.
    expect((await apiSend('POST', '/offer/RevokePartyLink', token, party)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'This link no longer opens the offer' }).waitFor();
    await page.getByText('This link was withdrawn by the agent who sent it.').waitFor();
    await page.getByText(`${ALEX.firstName} ${ALEX.lastName}`, { exact: true }).waitFor();
    await page.getByRole('link', { name: ALEX.email }).waitFor();
    // Nothing else of the offer shows: no headline, no agent card, no actions.
    expect(await page.getByRole('heading', { name: landing }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Shared by' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Offer actions' }).count()).toBe(0);
    await expectAccessible(page, 'Party portal, revoked link, 375 px');
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'portal-link-revoked-375');
    const beforeAsk = await lastMailId();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await page.getByText('Your request was sent. The agent will e-mail you a new link.').waitFor();
    await expectAccessible(page, 'Party portal, new link requested, 375 px');
    await screenshot(page, 'portal-link-requested-375');

    // No API request carried the token in its address; each portal read carried it in the header.
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const call of calls) {
      expect(call.url).not.toContain(t);
      expect(new URL(call.url).searchParams.has('t')).toBe(false);
    }
    const reads = calls.filter((c) => c.url.includes('/offer/GetOfferByParty/'));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const read of reads) expect(read.header).toBe(t);
    expect(calls.some((c) => c.url.endsWith('/offer/RequestNewPartyLink') && c.header === t)).toBe(true);

    // The agent's mail asks for a new link.
    await openMail(page, ALEX.email, { subjectIncludes: 'asks for a new link', after: beforeAsk });
    await page.getByText("Send one from the offer's Parties tab", { exact: false }).waitFor();
    expect(b.errors).toEqual([]);
  }, 120_000);
});
