/*
 * One try of a delivery has one deadline for all of it and reads a capped part of the answer
 * (issue 36 §1): a receiver that answers at once and then trickles, or never answers, fails at the
 * deadline; one that pours out an endless body is judged by its status without being read to the end.
 */
import { until } from '../../../__tests__/helpers/until';
import { postWebhook } from '../postWebhook';
import { startSlowReceivers } from './slowReceivers';

describe('one try of a webhook delivery', () => {
  let receivers: Awaited<ReturnType<typeof startSlowReceivers>>;
  beforeAll(async () => {
    receivers = await startSlowReceivers();
  });
  afterAll(() => receivers?.close());

  const post = (path: string, deadlineMs: number) =>
    postWebhook(
      { url: `${receivers.base}${path}`, secret: 's', deliveryId: 1, event: 'offer.created', body: '{}' },
      { allowPrivate: true, deadlineMs, maxAnswerBytes: 4096 },
    );

  it('fails at the deadline when the answer trickles in, and closes the connection', async () => {
    const started = Date.now();
    expect(await post('/trickle', 1000)).toEqual({
      ok: false,
      status: 200,
      error: 'answered 200 but did not finish its answer within 1 s',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await until('the receiver sees its connection closed', () => receivers.logOf('/trickle').open === 0, 10_000);
  });

  it('fails at the deadline when no answer comes', async () => {
    expect(await post('/silent', 500)).toEqual({ ok: false, status: null, error: 'no answer within 0.5 s' });
  });

  it('stops reading an endless answer at the cap and judges it by its status', async () => {
    // A deadline far longer than the test: only the cap can end this try.
    const started = Date.now();
    expect(await post('/firehose', 600_000)).toEqual({ ok: true, status: 200 });
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
