import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer on a free port: every message it accepts, parsed. While `refusing` is set it
 * answers each connection `421` (a mail server down for a while) and counts it in `refused`. While
 * `holding` is set it takes each message's data and does not answer (a server that hangs): the message
 * is accepted (answered, and in `received`) when the hold ends, unless its sender hung up before.
 * `offered` lists every message whose data a sender sent, answered or not.
 */
export async function startSmtpPeer(options: { refusing?: boolean; holding?: boolean } = {}) {
  const received: ParsedMail[] = [];
  const offered: ParsedMail[] = [];
  const held: Array<{ mail: ParsedMail; session: string; answer: () => void }> = [];
  const hungUp = new Set<string>();
  const state = { refusing: options.refusing ?? false, holding: options.holding ?? false, refused: 0 };
  const accept = (mail: ParsedMail, answer: () => void) => {
    received.push(mail);
    answer();
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((m) => {
        offered.push(m);
        if (state.holding) held.push({ mail: m, session: session.id, answer: () => callback() });
        else accept(m, () => callback());
      }, callback);
    },
    onClose(session) {
      hungUp.add(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    offered,
    url: `smtp://127.0.0.1:${port}`,
    /** Connections refused so far. */
    get refused() {
      return state.refused;
    },
    /** Refuse (true) or accept (false) the connections from now on. */
    refuse(on: boolean) {
      state.refusing = on;
    },
    /** Held messages whose sender is still connected (a sender that dies hangs up: the server then drops its message). */
    get heldOpen() {
      return held.filter((h) => !hungUp.has(h.session)).length;
    },
    /** Hold (true) the messages from now on, or answer (false) the ones held whose sender is still there, and the next ones. */
    hold(on: boolean) {
      state.holding = on;
      if (on) return;
      for (const h of held.splice(0)) if (!hungUp.has(h.session)) accept(h.mail, h.answer);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The first recipient's address of a parsed message. */
export const toOf = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;
