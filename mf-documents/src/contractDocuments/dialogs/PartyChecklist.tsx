import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { Party } from '@offerdesk/shared';

export const EMAIL_MISSING = 'Email is missing to share.';

/** The offer's parties to choose from; a party without e-mail cannot be chosen. */
export function PartyChecklist({
  parties,
  chosen,
  onToggle,
}: {
  parties: Party[];
  chosen: Set<number>;
  onToggle: (partyId: number) => void;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Typography variant="subtitle2" component="span">
          Recipients
        </Typography>
      </legend>
      {parties
        .filter((p) => p.partyId !== null)
        .map((p) => (
          <div key={p.partyId}>
            <FormControlLabel
              control={<Checkbox checked={chosen.has(p.partyId!)} disabled={!p.email} onChange={() => onToggle(p.partyId!)} />}
              label={`${p.name} (${[p.side, p.role].filter(Boolean).join(' ')})`}
            />
            {!p.email && (
              <Typography variant="caption" color="error" component="span">
                {EMAIL_MISSING}
              </Typography>
            )}
          </div>
        ))}
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
