import type { Party } from '@offerdesk/shared/contract';
import { ApiError, mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { assignmentProblem, type MissingItem } from '@offerdesk/shared/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addParty, changePartySide, removeParty } from './api';
import { partyKeys } from './partyKeys';

export type SideChoice = 0 | 1 | 2;

/** What the screen shows after an assignment it could not make. */
export type AssignmentNotice =
  | { kind: 'warning'; message: string }
  | { kind: 'missing'; party: Party; sideId: SideChoice; missing: MissingItem[] }
  | { kind: 'message'; message: string };

/** Assign, move and remove the offer's parties: the rules are checked here first, then by the server. */
export function useAssignment(offerId: number, assigned: readonly Party[]) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<AssignmentNotice | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: partyKeys.ofOffer(offerId) }),
      queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT }),
    ]);

  const explain = (e: unknown, party?: Party, sideId?: SideChoice) => {
    if (!(e instanceof ApiError)) return setNotice({ kind: 'message', message: 'The parties could not be saved.' });
    if (e.code === 'duplicate_email') return setNotice({ kind: 'warning', message: e.message });
    if (e.code === 'missing_information' && party && sideId !== undefined) {
      const missing = Object.entries(e.fields ?? {}).map(([field, label]) => ({ field, label }));
      return setNotice({ kind: 'missing', party, sideId, missing });
    }
    return setNotice({ kind: 'message', message: e.message });
  };

  const add = useMutation({
    mutationFn: ({ party, sideId }: { party: Party; sideId: SideChoice }) =>
      addParty(mainApi(), {
        offerId,
        party: { personId: party.personId, vendorId: party.vendorId, roleId: party.roleId, sideId: sideId === 0 ? undefined : sideId },
        dualSide: sideId === 0 ? true : undefined,
      }),
    onSuccess: () => refresh(),
    onError: (e, v) => explain(e, v.party, v.sideId),
  });
  const move = useMutation({
    mutationFn: ({ partyId, sideId }: { partyId: number; sideId: 1 | 2 }) => changePartySide(mainApi(), offerId, partyId, sideId),
    onSuccess: () => refresh(),
    onError: (e) => explain(e),
  });
  const remove = useMutation({
    mutationFn: (partyId: number) => removeParty(mainApi(), offerId, partyId),
    onSuccess: () => refresh(),
    onError: (e) => explain(e),
  });

  /**
   * Adds a party to a side (0: both) unless a rule stops it: the Warning, or a message. What the party
   * lacks for the merge fields of its slot depends on the offer's document templates: the server says
   * it (missing_information), which opens the missing information form.
   */
  function assign(party: Party, sideId: SideChoice) {
    setNotice(null);
    const problem = assignmentProblem(assigned, party, sideId);
    if (problem?.code === 'duplicate_email') return setNotice({ kind: 'warning', message: problem.message });
    if (problem) return setNotice({ kind: 'message', message: problem.message });
    add.mutate({ party, sideId });
  }

  /** Moves an assigned party to the other side, only if it is not already there. */
  function moveTo(party: Party, sideId: 1 | 2) {
    setNotice(null);
    if (party.sideId === sideId || !party.partyId) return;
    const problem = assignmentProblem(assigned, { ...party, sideId }, sideId, party.partyId);
    if (problem?.code === 'duplicate_email') return setNotice({ kind: 'warning', message: problem.message });
    if (problem) return setNotice({ kind: 'message', message: problem.message });
    move.mutate({ partyId: party.partyId, sideId });
  }

  return {
    assign,
    moveTo,
    remove: (partyId: number) => {
      setNotice(null);
      remove.mutate(partyId);
    },
    busy: add.isPending || move.isPending || remove.isPending,
    notice,
    clearNotice: () => setNotice(null),
    refresh,
  };
}
