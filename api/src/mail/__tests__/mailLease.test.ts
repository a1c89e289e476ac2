/* The send lease's settings (docs/domain/mail.md#the-send-lease): defaults, and what the API refuses to start with. */
import { DEFAULT_MAIL_LEASE, mailLeaseFromEnv } from '../mailLease';

describe('the send lease settings', () => {
  it('defaults to a 30 s lease renewed every 10 s, the heartbeat a third of a lease that is set alone', () => {
    expect(mailLeaseFromEnv({})).toEqual(DEFAULT_MAIL_LEASE);
    expect(DEFAULT_MAIL_LEASE).toEqual({ leaseSeconds: 30, heartbeatSeconds: 10 });
    expect(mailLeaseFromEnv({ OFFERDESK_MAIL_LEASE_SECONDS: '6' })).toEqual({ leaseSeconds: 6, heartbeatSeconds: 2 });
    expect(mailLeaseFromEnv({ OFFERDESK_MAIL_LEASE_SECONDS: '4', OFFERDESK_MAIL_HEARTBEAT_SECONDS: '0.5' })).toEqual({
      leaseSeconds: 4,
      heartbeatSeconds: 0.5,
    });
  });

  it('refuses a heartbeat longer than half the lease, and anything but a positive number of seconds', () => {
    expect(() => mailLeaseFromEnv({ OFFERDESK_MAIL_LEASE_SECONDS: '10', OFFERDESK_MAIL_HEARTBEAT_SECONDS: '6' })).toThrow(
      'The mail heartbeat (6 s) must be at most half the lease (10 s)',
    );
    for (const bad of ['0', '-5', 'soon'])
      expect(() => mailLeaseFromEnv({ OFFERDESK_MAIL_LEASE_SECONDS: bad })).toThrow(
        `OFFERDESK_MAIL_LEASE_SECONDS must be a positive number of seconds, got "${bad}"`,
      );
  });
});
