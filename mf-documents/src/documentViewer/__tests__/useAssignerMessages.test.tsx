import { envelope } from '@offerdesk/runtime';
import { act, renderHook } from '@testing-library/react';
import { useAssignerMessages } from '../useAssignerMessages';

/** The viewer's side of the framed assigner: it hears only its own frame on its own origin, and posts only there. */
describe('useAssignerMessages', () => {
  function setup() {
    const onChange = jest.fn();
    const { result } = renderHook(() => useAssignerMessages(onChange));
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    act(() => result.current(iframe));
    const fromFrame = (data: unknown, origin = window.location.origin, source: MessageEventSource | null = iframe.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    return { onChange, result, iframe, fromFrame };
  }
  const count = envelope({ type: 'unAssignCount', documentId: 4, count: 2 });

  it('re-reads the counts on an assigner message from its frame on this origin', () => {
    const { onChange, fromFrame } = setup();
    fromFrame(count);
    fromFrame(envelope({ type: 'assignComplete', documentId: 4 }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores another origin, another window, a message without the envelope and an unknown type', () => {
    const { onChange, fromFrame } = setup();
    fromFrame(count, 'https://evil.example');
    fromFrame(count, window.location.origin, window);
    fromFrame({ type: 'unAssignCount', documentId: 4, count: 2 });
    fromFrame(envelope({ type: 'auth-token', token: 'x' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('posts to the frame at this origin only, in the envelope', () => {
    const { result, iframe } = setup();
    const post = jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    result.current.post({ type: 'filter-documents', documentIds: [4] });
    expect(post).toHaveBeenCalledWith(envelope({ type: 'filter-documents', documentIds: [4] }), window.location.origin);
  });
});
