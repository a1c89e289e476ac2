import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared/contract';
import { SHARING_MESSAGES } from '@offerdesk/shared/forms';

export const EMAIL_MISSING = SHARING_MESSAGES.emailMissing;

/**
 * The offer's parties to choose from; a party without e-mail cannot be chosen, nor (with `signers`, when sharing
 * for signature) a party that holds no signature in the documents: 'Assign to a signature in document to enable sharing.'
 */
export function PartyChecklist({
  parties,
  chosen,
  onToggle,
  signers,
}: {
  parties: Party[];
  chosen: Set<number>;
  onToggle: (partyId: number) => void;
  signers?: ReadonlySet<number>;
}) {
  const problemOf = (p: Party) => (!p.email ? EMAIL_MISSING : signers && !signers.has(p.partyId!) ? SHARING_MESSAGES.notAssigned : null);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography variant="subtitle2" component="span">
          Recipients
        </Typography>
      </legend>
      {parties
        .filter((p) => p.partyId !== null)
        .map((p) => {
          const problem = problemOf(p);
          return (
            <div key={p.partyId}>
              <FormControlLabel
                control={
                  <Checkbox checked={!problem && chosen.has(p.partyId!)} disabled={!!problem} onChange={() => onToggle(p.partyId!)} />
                }
                label={`${p.name} (${[p.side, p.role].filter(Boolean).join(' ')})`}
              />
              {problem && (
                <Typography variant="caption" color="error" component="span">
                  {problem}
                </Typography>
              )}
            </div>
          );
        })}
    </fieldset>
  );
}

/** A set toggled by one id. */
export const toggled = (set: Set<number>, id: number) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};
