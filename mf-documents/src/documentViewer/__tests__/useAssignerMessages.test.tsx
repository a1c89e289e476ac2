import { envelope, hostStore, type HostConfig } from '@offerdesk/runtime';
import { contract } from '@offerdesk/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { useAssignerMessages } from '../useAssignerMessages';

const SIGNING = 'https://sign.offerdesk.test';
const GRANT = 'G'.repeat(43);

startApiServer(() => [answer(contract.signingGrants.issue, () => HttpResponse.json({ grant: GRANT, expiresIn: 300 }))]);
const withSigningService = (url: string | undefined) =>
  hostStore.getState().configure({ signingServiceUrl: url } as Partial<HostConfig> & { signingServiceUrl?: string });
beforeEach(() => withSigningService(undefined));

/** The viewer's side of the framed assigner: it hears only its own frame on its own origin, and posts only there. */
describe('useAssignerMessages', () => {
  function setup() {
    const onChange = jest.fn();
    const { result } = renderHook(() => useAssignerMessages(onChange, 3));
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    act(() => result.current(iframe));
    const fromFrame = (data: unknown, origin = window.location.origin, source: MessageEventSource | null = iframe.contentWindow) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    const post = jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    return { onChange, result, iframe, fromFrame, post };
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

  it("tells its frame the viewer's selection when the assigner opens and when the selection changes", () => {
    const onChange = jest.fn();
    const { result, rerender } = renderHook(({ ids }) => useAssignerMessages(onChange, 3, ids), { initialProps: { ids: [4] } });
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    act(() => result.current(iframe));
    const post = jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: envelope({ type: 'sign-assigner', contractId: 3, documentId: 4 }),
          origin: window.location.origin,
          source: iframe.contentWindow,
        }),
      );
    });
    expect(post).toHaveBeenLastCalledWith(envelope({ type: 'include-in-documents', documentIds: [4] }), window.location.origin);
    rerender({ ids: [4, 5] });
    expect(post).toHaveBeenLastCalledWith(envelope({ type: 'include-in-documents', documentIds: [4, 5] }), window.location.origin);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('posts to the frame at this origin only, in the envelope', () => {
    const { result, post } = setup();
    result.current.post({ type: 'filter-documents', documentIds: [4] });
    expect(post).toHaveBeenCalledWith(envelope({ type: 'filter-documents', documentIds: [4] }), window.location.origin);
  });

  it('frames the assigner on this origin and asks for no grant when the signing service is this origin', async () => {
    const { result, fromFrame, post } = setup();
    expect(result.current.src('/sign-assigner/3/4')).toBe('/sign-assigner/3/4');
    fromFrame(envelope({ type: 'signing-ready' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(contract.signingGrants.issue)).toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  describe('with the signing service on its own origin', () => {
    beforeEach(() => withSigningService(`${SIGNING}/`));

    it("frames it there (no token in the address) and hands its frame an assign grant, to the frame's origin only", async () => {
      const { result, fromFrame, post, onChange } = setup();
      expect(result.current.src('/sign-assigner/3/4')).toBe(`${SIGNING}/sign-assigner/3/4`);
      fromFrame(envelope({ type: 'signing-ready' }), SIGNING);
      await waitFor(() => expect(post).toHaveBeenCalledWith(envelope({ type: 'signing-grant', grant: GRANT }), SIGNING));
      expect(post).toHaveBeenCalledTimes(1);
      expect(await sent(contract.signingGrants.issue)[0].json()).toEqual({ contractId: 3, purpose: 'assign' });
      // The assigner's own messages now come from that origin.
      fromFrame(envelope({ type: 'assignComplete', documentId: 4 }), SIGNING);
      expect(onChange).toHaveBeenCalledTimes(1);
      result.current.post({ type: 'change-document', documentId: 4 });
      expect(post).toHaveBeenLastCalledWith(envelope({ type: 'change-document', documentId: 4 }), SIGNING);
    });

    it('ignores signing-ready from another origin (this one included), another window or without the envelope', async () => {
      const { fromFrame, post, onChange } = setup();
      fromFrame(envelope({ type: 'signing-ready' }), window.location.origin);
      fromFrame(envelope({ type: 'signing-ready' }), 'https://evil.example');
      fromFrame(envelope({ type: 'signing-ready' }), SIGNING, window);
      fromFrame({ type: 'signing-ready' }, SIGNING);
      fromFrame(envelope({ type: 'assignComplete', documentId: 4 }), window.location.origin);
      await new Promise((r) => setTimeout(r, 50));
      expect(sent(contract.signingGrants.issue)).toHaveLength(0);
      expect(post).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
