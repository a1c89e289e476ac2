/** One message of a server-sent event stream. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Splits the text received so far into complete messages (the HTML server-sent events format:
 * fields `id`, `event`, `data`, comments starting with ':'); `rest` is an unfinished message to
 * prepend to the next chunk. A message without data (a heartbeat, `retry`) yields nothing.
 */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') message.id = value;
      else if (field === 'event') message.event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) messages.push({ ...message, data: data.join('\n') });
  }
  return { messages, rest };
}
