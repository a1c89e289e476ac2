import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { AgentPhoto } from './AgentPhoto';

export interface SharingAgent {
  name: string;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  /** The agent's photo; none, or one that cannot be read, shows the default avatar (docs/domain/portal.md, "The sharing agent's photo"). */
  photo?: string | null;
}

/** A US number of 10 digits (optionally after a leading 1) as (480) 555-1200; anything else as given. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** An agent's phone and e-mail as links: a client on a phone calls or writes with one tap; a long address wraps instead of widening the page. */
export function AgentContact({ phone, email }: { phone?: string | null; email?: string | null }) {
  return (
    <>
      {phone && (
        <Typography variant="body2">
          <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{displayPhone(phone)}</Link>
        </Typography>
      )}
      {email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      )}
    </>
  );
}

/** The agent who shared the offer, with the clients they represent. */
export function AgentCard({ agent, clients }: { agent: SharingAgent; clients: readonly string[] }) {
  return (
    <Card variant="outlined" component="section" aria-label="Shared by">
      <CardContent>
        <Typography variant="overline" component="h2">
          Shared by
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <AgentPhoto src={agent.photo} />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {agent.name}
          </Typography>
        </Box>
        {agent.company && <Typography variant="body2">{agent.company}</Typography>}
        <AgentContact phone={agent.phone} email={agent.email} />
        {clients.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Representing: {clients.join(', ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
