import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer on a free port: every message it accepts, parsed. While `refusing` is set it
 * answers each connection `421` (a mail server down for a while) and counts it in `refused`.
 */
export async function startSmtpPeer(options: { refusing?: boolean } = {}) {
  const received: ParsedMail[] = [];
  const state = { refusing: options.refusing ?? false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => received.push(m))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** Connections refused so far. */
    get refused() {
      return state.refused;
    },
    /** Refuse (true) or accept (false) the connections from now on. */
    refuse(on: boolean) {
      state.refusing = on;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The first recipient's address of a parsed message. */
export const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;
