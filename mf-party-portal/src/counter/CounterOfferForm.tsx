import { Box, Button, TextField, Typography } from '@mui/material';
import { formatDay, formatDeadline, formatPrice, useViewport } from '@offerdesk/shared';
import { COUNTER_VALUE_LABELS as L, counterOfferSchema, FINANCING_TYPES } from '@offerdesk/shared/forms';
import { useRef, useState, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { DocumentFrame } from '../common/DocumentFrame';
import { postCounterOffer } from '../common/signingService';
import { TextInput } from '../common/TextInput';
import { yupValidate } from '../common/yupValidate';
import { isMobileWidth } from '../layout/device';
import { DateField, DeadlineField, MoneyField, SelectField } from './counterFields';
import { financingName, initialCounter, toPreview, type CounterFormValues, type CurrentTerms } from './counterValues';

const validate = yupValidate(counterOfferSchema);

/** The current value beside the counter value; the two stack when the form is too narrow for both labels to show whole. */
function Row({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))', alignItems: 'start' }}>
      <TextField label={`Current ${label}`} value={current} disabled size="small" fullWidth multiline={current.length > 40} />
      {children}
    </Box>
  );
}

/**
 * Current values disabled beside the counter values, next to the live preview of the counter
 * document. On a narrow screen the form and the document take turns (a button swaps them).
 */
export function CounterOfferForm({
  current,
  isAgent,
  submitLabel,
  previewSrc,
  onSubmit,
}: {
  current: CurrentTerms;
  isAgent: boolean;
  /** 'Forward to Agent' for clients; 'Forward to Buyer' / 'Forward to Seller' for agents. */
  submitLabel: string;
  previewSrc: string | null;
  onSubmit: (values: CounterFormValues) => Promise<void> | void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Kept for the form's life: a new initialValues object would reset what the party typed.
  const [initialValues] = useState(() => initialCounter(current));
  const latest = useRef<CounterFormValues>(initialValues);
  const { width } = useViewport();
  const narrow = isMobileWidth(width) || width < 200;
  const [showDocument, setShowDocument] = useState(false);
  const form = (
    <Form<CounterFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          aria-label="Counter offer"
        >
          <FormSpy<CounterFormValues>
            subscription={{ values: true }}
            onChange={({ values }) => {
              latest.current = values;
              postCounterOffer(frame.current, toPreview(values));
            }}
          />
          <Row label="Price" current={formatPrice(current.price)}>
            <MoneyField name="counterPrice" label={L.counterPrice} />
          </Row>
          <Row label="Earnest Money" current={formatPrice(current.earnestMoney)}>
            <MoneyField name="counterEarnestMoney" label={L.counterEarnestMoney} />
          </Row>
          <Row label="Financing" current={financingName(current.financingId)}>
            <SelectField name="counterFinancingId" label={L.counterFinancing} options={FINANCING_TYPES} />
          </Row>
          <Row label="Close of Escrow" current={formatDay(current.closingDate)}>
            <DateField name="counterCOE" label={L.counterCOE} />
          </Row>
          <Row label="Acceptance Deadline" current={formatDeadline(current.acceptanceDeadline)}>
            <DeadlineField name="counterAcceptanceDeadLine" label={L.counterAcceptanceDeadLine} disabled={!isAgent} />
          </Row>
          <Row label="Terms" current={current.terms ?? ''}>
            <TextInput name="counterTerms" label={L.counterTerms} multiline />
          </Row>
          <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
            {submitting ? 'Sending...' : submitLabel}
          </Button>
        </Box>
      )}
    </Form>
  );
  const preview = previewSrc ? (
    <DocumentFrame
      ref={frame}
      src={previewSrc}
      title="Counter offer preview"
      onLoad={() => postCounterOffer(frame.current, toPreview(latest.current))}
    />
  ) : (
    <Typography color="text.secondary">No document to preview.</Typography>
  );
  if (narrow) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Button variant="outlined" onClick={() => setShowDocument((s) => !s)} sx={{ alignSelf: 'flex-start' }}>
          {showDocument ? 'Show Counter Offer' : 'Show Document'}
        </Button>
        <Box sx={{ display: showDocument ? 'none' : 'block' }}>{form}</Box>
        <Box sx={{ display: showDocument ? 'block' : 'none' }}>{preview}</Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(360px, 1fr) 1.2fr', alignItems: 'start' }}>
      {form}
      {preview}
    </Box>
  );
}
