/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import {
  CONSENT_REQUIRED_MESSAGE,
  CONSENT_TEXT_CHANGED_MESSAGE,
  CONSENT_WITHDRAWN_SUBJECT,
  DEFAULT_SIGNING_CONSENT_TEXT,
  SignerStatus,
} from '@offerdesk/shared/domain';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { SIGN_TABLES, signingApp, typed, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { certificateFacts } from '../signSetSealing';
import { consentVersion } from '../signingConsent';
import { ALREADY_SIGNED_MESSAGE, NOT_CONSENT_ADMIN_MESSAGE } from '../signingConsentService';

const CONSENT_TABLES = [...SIGN_TABLES, 'signing_consents'];
const BROWSER = 'ConsentTest/2.0 (X11)';

describe.each(ENGINES)('consent to do business electronically on %s', (engine) => {
  const { t, readyOffer, share, linksTo, partyQuery, view, sign } = signingApp(engine);
  const db = () => t.testDb.db;
  const post = (path: string, c: SignerLink, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${path}?${partyQuery(c)}`, payload, headers: { 'user-agent': BROWSER } });
  const agree = (c: SignerLink, version: string) => post('/offer/GiveSigningConsentByParty', c, { version });
  const withdraw = (c: SignerLink) => post('/offer/WithdrawSigningConsentByParty', c);
  const signRaw = (c: SignerLink, name: string) => post('/offer/SignDocumentsByParty', c, typed(name));
  const actions = async (offerId: number) =>
    (
      await db().query<{ action: string; ua: string | null; version: string | null }>(
        `select action, details->>'userAgent' as ua, details->>'textVersion' as version from activities
          where offer_id = $1 and action like 'signSet.consent%' order by id`,
        [offerId],
      )
    ).map((a) => [a.action, a.ua, a.version]);

  it('asks for the default text before the first signature, refuses a signature without it (nothing written), and records the consent', async () => {
    const o = await readyOffer('ca');
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await linksTo('lukasz.ca@example.test');
    const version = consentVersion(DEFAULT_SIGNING_CONSENT_TEXT);
    expect((await view(first)).json().consent).toEqual({
      text: DEFAULT_SIGNING_CONSENT_TEXT,
      version,
      given: false,
      givenOn: null,
      withdrawn: false,
    });

    const before = await tablesFingerprint(db(), CONSENT_TABLES);
    const refused = await signRaw(first, 'Łukasz Ca');
    expect([refused.statusCode, refused.json().message]).toEqual([409, CONSENT_REQUIRED_MESSAGE]);
    // A version the party was not shown: refused, nothing written.
    const stale = await agree(first, '0000000000000000');
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONSENT_TEXT_CHANGED_MESSAGE]);
    const malformed = await agree(first, 'not-a-version');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, expect.stringMatching(/version/)]);
    expect(await tablesFingerprint(db(), CONSENT_TABLES)).toEqual(before);

    const given = await agree(first, version);
    expect(given.statusCode).toBe(200);
    expect(given.json().consent).toMatchObject({ given: true, withdrawn: false, givenOn: expect.any(String) });
    // Agreeing again changes nothing.
    expect((await agree(first, version)).statusCode).toBe(200);
    expect(await actions(o.offerId)).toEqual([['signSet.consented', BROWSER, version]]);
    const row = await db().one<{ text: string; ua: string }>('select text, user_agent as ua from signing_consents where party_id = $1', [
      o.first,
    ]);
    expect(row).toEqual({ text: DEFAULT_SIGNING_CONSENT_TEXT, ua: BROWSER });

    const signed = await signRaw(first, 'Łukasz Ca');
    expect([signed.statusCode, signed.json().party.signStatus]).toEqual([200, SignerStatus.Signed]);
  });

  it('lets a party withdraw before signing: the agent who shared the set is told, signing is refused until it agrees again; never after signing', async () => {
    const o = await readyOffer('cw');
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await linksTo('lukasz.cw@example.test');
    const { version } = (await view(first)).json().consent;
    expect((await agree(first, version)).statusCode).toBe(200);

    const withdrawn = await withdraw(first);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().consent).toMatchObject({ given: false, withdrawn: true, givenOn: null });
    const ownerEmail = (await db().one<{ email: string }>('select email from persons where id = $1', [t.world.agents.owner.personId]))!
      .email;
    const told = await db().query<{ subject: string; text: string }>(
      'select subject, text_body as text from outbox_emails where to_address = $1 and subject = $2',
      [ownerEmail, CONSENT_WITHDRAWN_SUBJECT],
    );
    expect(told).toHaveLength(1);
    expect(told[0].text).toMatch(/^Łukasz Buyercw withdrew consent to do business electronically/);
    // Withdrawing again changes nothing and tells nobody twice.
    expect((await withdraw(first)).statusCode).toBe(200);
    const refused = await signRaw(first, 'Lukasz Cw');
    expect([refused.statusCode, refused.json().message]).toEqual([409, CONSENT_REQUIRED_MESSAGE]);

    expect((await agree(first, version)).statusCode).toBe(200);
    expect((await signRaw(first, 'Lukasz Cw')).statusCode).toBe(200);
    const late = await withdraw(first);
    expect([late.statusCode, late.json().message]).toEqual([409, ALREADY_SIGNED_MESSAGE]);
    expect(await actions(o.offerId)).toEqual([
      ['signSet.consented', BROWSER, version],
      ['signSet.consentWithdrawn', BROWSER, version],
      ['signSet.consented', BROWSER, version],
    ]);
    expect(
      (await db().query('select 1 from outbox_emails where to_address = $1 and subject = $2', [ownerEmail, CONSENT_WITHDRAWN_SUBJECT]))
        .length,
    ).toBe(1);
  });

  it("prints each signer's consent and the consent events on the certificate of completion", async () => {
    const o = await readyOffer('cc');
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await linksTo('lukasz.cc@example.test');
    expect((await sign(first, typed('Lukasz Cc'))).statusCode).toBe(200);
    const [second] = await linksTo('maria.cc@example.test');
    expect((await sign(second, typed('Maria Cc'))).statusCode).toBe(200);
    const facts = await certificateFacts(db(), first.signSetId);
    expect(facts.signers.map((s) => s.consent)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT.* · version [0-9a-f]{16} · /),
      expect.stringMatching(/^\d{4}-\d\d-\d\dT.* · version [0-9a-f]{16} · /),
    ]);
    expect(facts.events.filter((e) => e.what === 'Consented to do business electronically')).toHaveLength(2);
  });

  it("uses the text of the sharing agent's brokerage, which only an administrator may set; parties who agreed keep their version", async () => {
    const o = await readyOffer('cb');
    expect((await share(o, { signingOrder: 2 })).statusCode).toBe(200);
    const [first] = await linksTo('lukasz.cb@example.test');
    const [second] = await linksTo('maria.cb@example.test');
    const oldVersion = (await view(first)).json().consent.version;
    expect((await agree(first, oldVersion)).statusCode).toBe(200);

    const text = 'Our brokerage asks you to agree to receive and sign every document of this purchase electronically.';
    const put = (who: 'owner', body: object) => t.as(who, { method: 'PUT', url: '/brokerage/signing-consent', payload: body });
    const denied = await put('owner', { text });
    expect([denied.statusCode, denied.json().message]).toEqual([403, NOT_CONSENT_ADMIN_MESSAGE]);
    await db().query('update users set is_brokerage_admin = true where id = $1', [t.world.agents.owner.userId]);
    const tooShort = await put('owner', { text: 'Agree?' });
    expect([tooShort.statusCode, tooShort.json().message]).toEqual([400, expect.stringMatching(/text/)]);
    const nul = await put('owner', { text: `${text}\u0000` });
    expect(nul.statusCode).toBe(400);
    const set = await put('owner', { text });
    expect(set.json()).toEqual({ text, version: consentVersion(text), isDefault: false });
    expect((await t.as('owner', { url: '/brokerage/signing-consent' })).json()).toEqual(set.json());

    // The party who agreed keeps its consent; the view now shows the brokerage's text.
    expect((await view(first)).json().consent).toMatchObject({ text, version: consentVersion(text), given: true });
    const stale = await agree(second, oldVersion);
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONSENT_TEXT_CHANGED_MESSAGE]);
    expect((await agree(second, consentVersion(text))).statusCode).toBe(200);
    expect(await db().one('select text from signing_consents where party_id = $1', [o.second])).toEqual({ text });
    const reset = await put('owner', { text: null });
    expect(reset.json()).toEqual({
      text: DEFAULT_SIGNING_CONSENT_TEXT,
      version: consentVersion(DEFAULT_SIGNING_CONSENT_TEXT),
      isDefault: true,
    });
  });
});
