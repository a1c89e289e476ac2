/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { sha256Of } from '../../../files/documentStore';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import {
  SIGN_TABLES,
  signSetActions,
  signingApp,
  TWO_SIGNERS_COMPLETE,
  typed,
  type SignerLink,
} from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/** Runs a poppler or qpdf tool on the bytes (written to a temporary file) and answers its exit status and output. */
function runOn(tool: string, args: string[], bytes: Uint8Array) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-package-'));
  const file = path.join(dir, 'package.pdf');
  fs.writeFileSync(file, bytes);
  try {
    const res = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    if (res.error) throw res.error;
    return { status: res.status, out: `${res.stdout}${res.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The signature's /ByteRange [a b c d] of a sealed PDF. */
function byteRange(pdf: Buffer): number[] {
  const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!m) throw new Error('no /ByteRange');
  return m.slice(1).map(Number);
}

// Sharing renders each document, signing stamps it and the last signature seals the package.
jest.setTimeout(240_000);

describe.each(ENGINES)('a signed package on %s', (engine) => {
  const { t, readyOffer, share, linksTo, view, partyQuery, sign: signAs, decline } = signingApp(engine);
  const sign = (c: SignerLink, payload: object) => signAs(c, payload, 'PackageTest/1.0');

  it('refuses signing and declining through a token of another party or set with the 404 that reveals nothing, writing nothing', async () => {
    const a = await readyOffer('w');
    const b = await readyOffer('x');
    const setA = (await share(a, { signingOrder: SigningOrder.AllTogether })).json();
    expect((await share(b, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [lukaszA] = await linksTo('lukasz.w@example.test');
    const [mariaB] = await linksTo('maria.x@example.test');
    const before = await tablesFingerprint(t.testDb.db, SIGN_TABLES);
    for (const attempt of [
      { signSetId: setA.id, signToken: mariaB.signToken },
      { signSetId: mariaB.signSetId, signToken: lukaszA.signToken },
      { signSetId: setA.id, signToken: 'B'.repeat(43) },
    ]) {
      const signed = await sign(attempt, typed('Mallory'));
      const declined = await decline(attempt, 'no');
      for (const res of [signed, declined]) {
        expect([res.statusCode, res.json()]).toEqual([404, { code: 'not_found', message: 'Sign set not found.' }]);
        expect(res.body).not.toMatch(/Buyer[wx]|example\.test/);
      }
    }
    expect(await tablesFingerprint(t.testDb.db, SIGN_TABLES)).toEqual(before);
  });

  it('keeps the first signature across an API restart in the middle of a one-by-one set: the second signer signs on the new app and the set completes', async () => {
    const o = await readyOffer('y');
    const set = (await share(o, { signingOrder: SigningOrder.OneByOne })).json();
    const [first] = await linksTo('lukasz.y@example.test');
    expect((await sign(first, typed('Łukasz Why'))).statusCode).toBe(200);
    await t.restart();
    // The first signature's marks were kept: its stamping runs after the restart.
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    const [second] = await linksTo('maria.y@example.test');
    expect(second.signSetId).toBe(set.id);
    const seen = (await view(second)).json();
    expect(seen.party).toMatchObject({ partyId: o.second, isTurn: true });
    expect(seen.signSet.parties.map((p: { signStatus: number }) => p.signStatus)).toEqual([SignerStatus.Signed, SignerStatus.NotSigned]);
    const done = await sign(second, typed('Maria Why'));
    expect([done.statusCode, done.json().signSet.status]).toEqual([200, DocumentState.PendingSignature]);
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect((await view(second)).json().signSet.status).toBe(DocumentState.Signed);
    expect(await signSetActions(t.testDb.db, o.offerId)).toEqual(TWO_SIGNERS_COMPLETE);
  });

  it("is checked from outside: pdfsig finds the seal valid over the whole unchanged file and reports a flipped byte, qpdf --check is clean, the certificate's text lists every signer and event", async () => {
    const o = await readyOffer('z');
    const set = (await share(o, { signingOrder: SigningOrder.OneByOne })).json();
    const [first] = await linksTo('lukasz.z@example.test');
    expect((await view(first)).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/offer/SetViewedOnByParty?${partyQuery(first)}` });
    expect((await sign(first, typed('Łukasz Zed'))).statusCode).toBe(200);
    const [second] = await linksTo('maria.z@example.test');
    expect((await sign(second, typed('Maria Zed'))).json().signSet.status).toBe(DocumentState.PendingSignature);
    // Both signatures stamped at once, in the order they were made, then the set completed.
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect((await view(second)).json().signSet.status).toBe(DocumentState.Signed);

    const download = await t.as('owner', { url: `/offer/DownloadOfferSignSet/${set.id}` });
    expect(download.statusCode).toBe(200);
    const sealed = Buffer.from(download.rawPayload);
    const stored = await t.testDb.db.one<{ sha256: string }>(
      'select f.sha256 from sign_sets s join stored_files f on f.id = s.sealed_file_id where s.id = $1',
      [set.id],
    );
    expect(sha256Of(sealed)).toBe(stored!.sha256);

    // pdfsig exits 0 on a digest mismatch too: the verdict is in what it prints.
    const report = runOn('pdfsig', [], sealed);
    expect(report.out).toContain('Signature Validation: Signature is Valid.');
    expect(report.out).toContain('Total document signed');
    expect(report.out).not.toMatch(/Digest Mismatch|Not total document signed/);
    const [, firstEnd, secondStart, secondLength] = byteRange(sealed);
    expect(secondStart + secondLength).toBe(sealed.length);
    const check = runOn('qpdf', ['--check'], sealed);
    expect([check.status, check.out]).toEqual([0, expect.stringContaining('No syntax or stream encoding errors found')]);

    // One byte flipped inside the signed range (in the first stream's data), not in the signature itself.
    const streamAt = sealed.indexOf('stream\n');
    expect(streamAt).toBeGreaterThan(0);
    const flipAt = streamAt + 'stream\n'.length + 5;
    expect(flipAt).toBeLessThan(firstEnd);
    const tampered = Buffer.from(sealed);
    tampered[flipAt] ^= 0x01;
    const badReport = runOn('pdfsig', [], tampered);
    expect(badReport.out).toContain('Digest Mismatch');
    expect(badReport.out).not.toContain('Signature is Valid.');

    const cert = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` });
    expect(cert.statusCode).toBe(200);
    const text = runOn('pdftotext', ['-layout', '-enc', 'UTF-8'], cert.rawPayload);
    expect(text.status).toBe(0);
    const lines = text.out.replace(/\s+/g, ' ');
    for (const signer of [
      'Łukasz Buyerz (signer 1) · lukasz.z@example.test · Signed',
      'Maria Buyerz (signer 2) · maria.z@example.test · Signed',
    ]) {
      expect(lines).toContain(signer);
    }
    const events = await t.testDb.db.query<{ at: Date; action: string }>(
      `select created_on as at, action from activities where offer_id = $1 and action like 'signSet.%' order by created_on, id`,
      [o.offerId],
    );
    const labels: Record<string, string> = {
      'signSet.shared': 'Shared for signature',
      'signSet.viewed': 'Viewed',
      'signSet.signed': 'Signed',
      'signSet.consented': 'Consented to do business electronically',
      'signSet.stamped': 'Signature stamped into the documents',
      'signSet.completed': 'Completed by every signer',
    };
    expect(events.map((e) => e.action)).toEqual([
      'signSet.shared',
      'signSet.viewed',
      'signSet.consented',
      'signSet.signed',
      'signSet.consented',
      'signSet.signed',
      'signSet.stamped',
      'signSet.stamped',
      'signSet.completed',
    ]);
    for (const e of events) expect(lines).toContain(`${new Date(e.at).toISOString()} · ${labels[e.action]}`);
    for (const name of ['Łukasz Buyerz', 'Maria Buyerz']) expect(lines.match(new RegExp(`· Signed · ${name}`, 'g'))?.length).toBe(1);
    expect(lines).toContain('IP 127.0.0.1 · PackageTest/1.0');
    // Each signer's consent in force, with the version of the text it agreed to.
    expect(lines.match(/Consent: \d{4}-\d\d-\d\dT[\d:.]+Z · version [0-9a-f]{16} · 127\.0\.0\.1/g)).toHaveLength(2);
  });
});
