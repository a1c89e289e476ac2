import pg from 'pg';
import type { ContractDocument, OfferListItem, SharedParty } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import { ALEX, DEMO_PASSWORD, apiGet, apiSend, apiToken, type Token } from '../support/agent';
import { instanceUrls, nginxUrl, startLayout, type Layout } from '../support/instances';
import { journeySteps } from '../support/journey';
import { SIGNING_URL } from '../support/ports';
import { agreeToSignOverApi } from '../support/signer';

/**
 * More than one API instance (docs/deployment.md): three API processes started together on one
 * empty PostgreSQL database behind the repo's nginx configuration, sending mail to one SMTP server.
 * The agent and the signer call the API as the apps do, through nginx or one instance directly.
 */
const distinct = (xs: number[]) => [...new Set(xs)].sort();

describe('three API instances behind nginx on one PostgreSQL', () => {
  let layout: Layout;
  let agentToken: Token;
  const step = journeySteps('instances', () => ({}), 120_000);

  beforeAll(async () => {
    layout = await startLayout();
  }, 420_000);
  afterAll(async () => {
    await layout?.stop();
  }, 60_000);

  step('1. started together on an empty database, one instance migrated and seeded: every instance answers on the same data', async () => {
    const db = new pg.Client({ connectionString: layout.databaseUrl });
    await db.connect();
    try {
      const users = await db.query<{ n: number }>("select count(*)::int as n from users where username = 'alex.morgan'");
      expect(users.rows[0]!.n).toBe(1);
      const migrations = await db.query<{ id: string; n: number }>(
        'select id, count(*)::int as n from schema_migrations group by id having count(*) > 1',
      );
      expect(migrations.rows).toEqual([]);
    } finally {
      await db.end();
    }
    // A token issued by one instance is good on every other (they share the secrets).
    agentToken = await apiToken(ALEX.userName, instanceUrls[0]);
    for (const base of instanceUrls) {
      const offers = await apiGet<OfferListItem[]>('/offer/getAll?pageSize=5', agentToken, base);
      expect(offers.data.length).toBeGreaterThan(0);
    }
  });

  step('2. an agent signs in through nginx on one instance and works on the others', async () => {
    const before = layout.proxied().length;
    const viaNginx = await apiToken(ALEX.userName, nginxUrl);
    const offers = (await apiGet<OfferListItem[]>('/offer/getAll?pageSize=5', viaNginx, nginxUrl)).data;
    for (const offer of offers) await apiGet(`/offer/GetById/${offer.id}`, viaNginx, nginxUrl);
    const requests = layout.proxied().slice(before);
    const signInOn = requests.find((r) => r.request.startsWith('POST /Token'));
    expect(signInOn?.status).toBe(200);
    const work = requests.filter((r) => r.request.startsWith('GET /offer'));
    expect(work.length).toBe(offers.length + 1);
    expect(work.every((r) => r.status === 200)).toBe(true);
    // Round robin: the agent's reads went to the instances that did not sign it in, too.
    expect(work.some((r) => r.instance !== signInOn!.instance)).toBe(true);
    expect(distinct(requests.map((r) => r.instance))).toEqual([1, 2, 3]);
  });

  step('3. the sign-in throttle counts the attempts of every instance together', async () => {
    const before = layout.proxied().length;
    const attempt = (password: string) =>
      fetch(`${nginxUrl}/Token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'sam.rivera', password }).toString(),
      });
    // OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE is 5 on each instance: alone, none of them would stop a sixth.
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(400);
    const blocked = await attempt(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { code: string }).code).toBe('rate_limited');
    const tries = layout.proxied().slice(before);
    expect(distinct(tries.map((r) => r.instance))).toEqual([1, 2, 3]);
  });

  let signLink = '';
  let watched: { offerId: number; partyId: number; name: string } | undefined;

  step('4. mails queued through any instance go out exactly once, whichever worker takes them', async () => {
    // The demo seed's own mails go out first: wait until the SMTP server has heard nothing for 3 s.
    const drainBy = Date.now() + 90_000;
    for (let heard = -1; heard !== layout.mails.length && Date.now() < drainBy;) {
      heard = layout.mails.length;
      await new Promise((r) => setTimeout(r, 3_000));
    }
    const mark = layout.mails.length;
    const ours = () => layout.mails.slice(mark);
    const offers = (
      await apiGet<OfferListItem[]>(`/offer/getAll?pageSize=50&selectedOfferStatus=${OfferStatus.sentForSignatures}`, agentToken, nginxUrl)
    ).data;
    const asked: Array<{ offerId: number; party: SharedParty }> = [];
    for (const offer of offers) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${offer.id}`, agentToken, nginxUrl)).data;
      const doc = docs.find((d) => d.sharedSignSet && d.sharedParties.some((p) => p.canResendEmail && p.email));
      const party = doc?.sharedParties.find((p) => p.canResendEmail && p.email);
      if (!doc || !party || asked.some((a) => a.party.email === party.email)) continue;
      const sent = await apiSend(
        'POST',
        '/offer/resendOffer',
        agentToken,
        { offerId: offer.id, category: doc.sharedSignSetCategory, signSetId: doc.sharedSignSet, party: party.externalId },
        nginxUrl,
      );
      expect(sent.status).toBe(200);
      asked.push({ offerId: offer.id, party });
    }
    expect(asked.length).toBeGreaterThanOrEqual(2);
    const to = (m: (typeof layout.mails)[number]) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address?.toLowerCase();
    const deadline = Date.now() + 60_000;
    while (ours().length < asked.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // Three workers poll the one queue: wait out a few more polls for a second delivery that must not come.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(ours().map(to).sort()).toEqual(asked.map((a) => a.party.email!.toLowerCase()).sort());
    expect(new Set(ours().map((m) => m.messageId)).size).toBe(ours().length);
    const first = asked[0]!;
    watched = { offerId: first.offerId, partyId: first.party.externalId, name: first.party.name };
    const mail = ours().find((m) => to(m) === first.party.email!.toLowerCase())!;
    signLink = new RegExp(`${SIGNING_URL}/sign-documents/[A-Za-z0-9_-]+/\\d+`).exec(`${mail.text ?? ''} ${mail.html || ''}`)![0];
  });

  step('5. a signature made through one instance is seen by every instance at once', async () => {
    const [, token, signSetId] = /\/sign-documents\/([A-Za-z0-9_-]+)\/(\d+)/.exec(signLink)!;
    const initials = watched!.name
      .split(' ')
      .map((w) => w[0])
      .join('');
    await agreeToSignOverApi(instanceUrls[0], `signSetId=${signSetId}&signToken=${token}`);
    const signed = await fetch(`${instanceUrls[0]}/offer/SignDocumentsByParty?signSetId=${signSetId}&signToken=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ signature: { type: 'typed', value: watched!.name }, initials: { type: 'typed', value: initials } }),
    });
    expect(signed.status).toBe(200);
    // No waiting: each instance reads the signature the moment the first has answered.
    for (const base of instanceUrls) {
      const docs = (await apiGet<ContractDocument[]>(`/docapi/contract/getDocumentsByExternalId/${watched!.offerId}`, agentToken, base))
        .data;
      const party = docs.flatMap((d) => d.sharedParties).find((p) => p.externalId === watched!.partyId);
      expect([base, party?.signStatus]).toEqual([base, 2]);
    }
  });
});
