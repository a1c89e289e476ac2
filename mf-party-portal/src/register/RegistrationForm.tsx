import { Alert, Box, Button } from '@mui/material';
import { clientRegistrationSchema, formatPhone, trimRegistration, type ClientRegistrationValues } from '@offerdesk/shared/forms';
import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { TextInput } from '../common/TextInput';
import { yupValidate } from '../common/yupValidate';
import { PasswordChecklist } from './PasswordChecklist';

const validate = yupValidate(clientRegistrationSchema);

/**
 * The buyer client's registration: the username follows the e-mail until the client edits it,
 * a live checklist shows the password rules, inputs are trimmed on submit and the server's
 * message for a refused registration shows above the form.
 */
export function RegistrationForm({
  initial,
  onRegister,
  serverError,
}: {
  initial: Partial<ClientRegistrationValues>;
  onRegister: (values: ClientRegistrationValues) => Promise<void>;
  serverError: string | null;
}) {
  // Kept for the form's life: a new initialValues object would reset what the client typed.
  const [initialValues] = useState<ClientRegistrationValues>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    mobilePhone: '',
    password: '',
    confirmPassword: '',
    ...initial,
    username: initial.username ?? initial.email ?? '',
  }));
  return (
    <Form<ClientRegistrationValues> onSubmit={(v) => onRegister(trimRegistration(v))} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, form, values }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput name="firstName" label="First Name" required autoComplete="given-name" />
            <TextInput name="lastName" label="Last Name" required autoComplete="family-name" />
            <TextInput
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              onValue={(email) => {
                // The username follows the e-mail until the client changes it.
                if (!form.getFieldState('username')?.modified || values.username === values.email) form.change('username', email.trim());
              }}
            />
            <TextInput name="mobilePhone" label="Mobile Phone" type="tel" autoComplete="tel" transform={formatPhone} />
          </Box>
          <TextInput name="username" label="Username" required autoComplete="username" />
          <TextInput name="password" label="Password" type="password" required autoComplete="new-password" />
          <FormSpy subscription={{ values: true }}>
            {({ values: v }) => <PasswordChecklist password={(v as ClientRegistrationValues).password ?? ''} />}
          </FormSpy>
          <TextInput name="confirmPassword" label="Confirm Password" type="password" required autoComplete="new-password" />
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Registering...' : 'Register'}
          </Button>
        </Box>
      )}
    </Form>
  );
}
