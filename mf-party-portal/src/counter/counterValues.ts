import { formatDay, formatDeadline, formatPrice } from '@offerdesk/shared';
import { FINANCING_TYPES } from '@offerdesk/shared/forms';
import dayjs from 'dayjs';
import type { CounterPreviewValues } from '../common/signingService';

/** The counter form's values: money as raw text, dates as ISO dates, the deadline as local date and time. */
export interface CounterFormValues {
  counterPrice: string;
  counterEarnestMoney: string;
  counterFinancingId: number | null;
  counterCOE: string;
  counterAcceptanceDeadLine: string;
  counterTerms: string;
}

/** The terms a counter answers: the latest counter's when one is open, else the offer's (shown disabled beside the counter values). */
export interface CurrentTerms {
  price: number | null;
  earnestMoney: number | null;
  financingId: number | null;
  closingDate: string | null;
  acceptanceDeadline: string | null;
  terms: string | null;
}

/** The counter starts from the current terms. */
export const initialCounter = (c: CurrentTerms): CounterFormValues => ({
  counterPrice: c.price != null ? String(c.price) : '',
  counterEarnestMoney: c.earnestMoney != null ? String(c.earnestMoney) : '',
  counterFinancingId: c.financingId,
  counterCOE: c.closingDate ? c.closingDate.slice(0, 10) : '',
  // The deadline is an instant; the picker edits it in the party's own time zone.
  counterAcceptanceDeadLine:
    c.acceptanceDeadline && dayjs(c.acceptanceDeadline).isValid() ? dayjs(c.acceptanceDeadline).format('YYYY-MM-DDTHH:mm') : '',
  counterTerms: c.terms ?? '',
});

export const financingName = (id: number | null | undefined): string => FINANCING_TYPES.find((f) => f.id === id)?.name ?? '';

const money = (raw: string) => (raw === '' ? '' : formatPrice(Number(raw)));

/** What the preview frame prints while the party types: money and dates as the screens show them, never raw or ISO text. */
export const toPreview = (v: CounterFormValues): CounterPreviewValues => ({
  counterPrice: money(v.counterPrice),
  counterEarnestMoney: money(v.counterEarnestMoney),
  counterFinancing: financingName(v.counterFinancingId),
  counterCOE: formatDay(v.counterCOE),
  counterAcceptanceDeadLine: formatDeadline(v.counterAcceptanceDeadLine),
  counterTerms: v.counterTerms,
});
