import { Alert, Button, Typography } from '@mui/material';
import { ApiError } from '@offerdesk/shared';
import { PARTY_FORM_MESSAGES, type FormErrors } from '@offerdesk/shared/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle, HintedButton } from '@offerdesk/shared/mui-extra';
import { FORM_ERROR, setIn, type FormApi, type SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

/** Flat `{ 'a.b': message }` errors as the nested object a form reads. */
export const nested = (flat: Record<string, string>): Record<string, unknown> =>
  Object.entries(flat).reduce<Record<string, unknown>>((acc, [k, v]) => setIn(acc, k, v) as Record<string, unknown>, {});

/** A server refusal as the form's submit errors: each field's message, else the message for the whole form. */
export function submitErrorsOf(e: unknown): SubmissionErrors {
  if (e instanceof ApiError) {
    if (e.fields && Object.keys(e.fields).length && e.code !== 'missing_information')
      return { ...nested(e.fields), [FORM_ERROR]: e.message };
    return { [FORM_ERROR]: e.message };
  }
  return { [FORM_ERROR]: 'The party could not be saved.' };
}

interface FormDialogProps<V> {
  open: boolean;
  title: string;
  subtitle?: string;
  initialValues: Partial<V>;
  validate: (values: V) => FormErrors;
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void>;
  onClose: () => void;
  submitLabel?: string;
  busyLabel?: string;
  closeLabel?: string;
  children: (values: V) => ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** A submit stopped by the form's own rules: the errors (to show and focus the first). */
  onInvalid?: (errors: Record<string, unknown>) => void;
}

/**
 * A party form in a dialog: errors show after a submit attempt; while the form has errors the submit button carries
 * the popover 'Please complete all required fields.' on hover and focus (a click still submits, so the errors show);
 * the button reads its busy label while saving (docs/domain/parties.md, "The party forms' smaller rules").
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const {
    open,
    title,
    subtitle,
    initialValues,
    validate,
    onSubmit,
    onClose,
    submitLabel = 'Save',
    busyLabel = 'Saving...',
    closeLabel = 'Cancel',
    children,
    maxWidth = 'md',
    onInvalid,
  } = props;
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <Form<V>
        initialValues={initialValues}
        validate={(v) => nested(validate(v as V))}
        onSubmit={(v, form) => onSubmit(v, form)}
        subscription={{ submitting: true, hasValidationErrors: true, submitError: true, values: true }}
      >
        {({ handleSubmit, submitting, hasValidationErrors, submitError, values, form }) => (
          <form
            noValidate
            onSubmit={(e) => {
              void handleSubmit(e);
              const state = form.getState();
              if (state.hasValidationErrors) onInvalid?.(state.errors ?? {});
            }}
          >
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              {subtitle && (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              )}
              {submitError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {submitError as string}
                </Alert>
              )}
              {children(values as V)}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={submitting}>
                {closeLabel}
              </Button>
              <HintedButton
                type="submit"
                variant="contained"
                busy={submitting}
                hint={hasValidationErrors ? PARTY_FORM_MESSAGES.saveHint : null}
                submitsWhenHinted
              >
                {submitting ? busyLabel : submitLabel}
              </HintedButton>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
