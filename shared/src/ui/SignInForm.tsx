import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { sessionStore } from '@offerdesk/runtime';
// The root entry by name (never a relative path): one copy of the client and ApiError in the page.
import { ApiError, mainApi, requestToken } from '@offerdesk/shared';
import { LOGIN_FAILED_MESSAGE, loginSchema, type LoginInput } from '../schemas/login';
import { validateWith } from '../schemas/validate';

/** The sign-in form: Username, Password; on success the session store holds the token. */
export function SignInForm({ onSignedIn, notice }: { onSignedIn?: () => void; notice?: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: LoginInput) {
    setFailure(null);
    try {
      const token = await requestToken(mainApi(), values.username.trim(), values.password);
      sessionStore.getState().signIn(token);
      onSignedIn?.();
    } catch (e) {
      const tooMany = e instanceof ApiError && e.status === 429;
      const network = e instanceof ApiError && e.status === 0;
      setFailure(tooMany || network ? (e as ApiError).message : LOGIN_FAILED_MESSAGE);
    }
  }

  return (
    <Paper elevation={0} sx={{ p: 4, width: '100%', maxWidth: 400, border: 1, borderColor: 'divider' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Sign in to OfferDesk
      </Typography>
      <Form<LoginInput> onSubmit={submit} validate={(v) => validateWith(loginSchema, v)}>
        {({ handleSubmit, submitting }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
            {notice && <Alert severity="info">{notice}</Alert>}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Field<string> name="username">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label="Username"
                  autoComplete="username"
                  autoFocus
                  error={meta.touched && !!meta.error}
                  helperText={meta.touched && meta.error ? meta.error : ' '}
                />
              )}
            </Field>
            <Field<string> name="password">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="password"
                  label="Password"
                  autoComplete="current-password"
                  error={meta.touched && !!meta.error}
                  helperText={meta.touched && meta.error ? meta.error : ' '}
                />
              )}
            </Field>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Signing in…' : 'Sign In'}
            </Button>
          </Box>
        )}
      </Form>
    </Paper>
  );
}
