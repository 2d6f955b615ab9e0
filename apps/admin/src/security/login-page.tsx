// The console's sign-in page: email and password, then, for members with two-factor sign-in, a
// second step on the same card (the 401 TOTP_REQUIRED answer's challenge with a code from the
// authenticator app, or a recovery code). An expired challenge goes back to the password.
import { Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { errorKey } from '../providers/api-client';
import type { LoginParams } from '../providers/auth-provider';

type Step = { kind: 'password' } | { kind: 'code' | 'recovery'; challenge: string };

function challengeOf(error: unknown): string | undefined {
  const data = (error as { body?: { data?: { mfa_token?: unknown } } } | null)?.body?.data;
  return typeof data?.mfa_token === 'string' ? data.mfa_token : undefined;
}

function SignInForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const text = (name: string) => String(values[name] ?? '');
    const params: LoginParams =
      step.kind === 'password'
        ? { username: text('username'), password: text('password') }
        : step.kind === 'code'
          ? { mfa_token: step.challenge, code: text('code') }
          : { mfa_token: step.challenge, recovery_code: text('recovery_code') };
    setLoading(true);
    try {
      await login(params);
    } catch (error) {
      const challenge = challengeOf(error);
      if (errorKey(error) === 'TOTP_REQUIRED' && challenge) {
        setStep({ kind: 'code', challenge });
        return;
      }
      if (errorKey(error) === 'TOTP_CHALLENGE_INVALID') setStep({ kind: 'password' });
      notify((error as Error)?.message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  const submitButton = (label: string) => (
    <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
      {loading ? <CircularProgress size={19} thickness={3} /> : translate(label)}
    </Button>
  );

  if (step.kind === 'password') {
    return (
      <Form key="password" onSubmit={submit} mode="onChange" noValidate>
        <CardContent sx={{ width: 300 }}>
          <TextInput
            autoFocus
            source="username"
            label={translate('ra.auth.username')}
            autoComplete="username"
            validate={required()}
          />
          <PasswordInput
            source="password"
            label={translate('ra.auth.password')}
            autoComplete="current-password"
            validate={required()}
          />
          {submitButton('ra.auth.sign_in')}
        </CardContent>
      </Form>
    );
  }

  const recovery = step.kind === 'recovery';
  return (
    <Form key={step.kind} onSubmit={submit} mode="onChange" noValidate>
      <CardContent sx={{ width: 300 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(recovery ? 'app.security.login_recovery_hint' : 'app.security.login_code_hint')}
        </Typography>
        {recovery ? (
          <TextInput
            autoFocus
            source="recovery_code"
            label={translate('app.security.login_recovery_code')}
            autoComplete="off"
            validate={required()}
          />
        ) : (
          <TextInput
            autoFocus
            source="code"
            label={translate('app.security.login_code')}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric' }}
            validate={required()}
          />
        )}
        {submitButton('app.security.verify')}
        <Button
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          onClick={() => setStep({ kind: recovery ? 'code' : 'recovery', challenge: step.challenge })}
        >
          {translate(recovery ? 'app.security.use_code' : 'app.security.use_recovery')}
        </Button>
        <Button fullWidth size="small" onClick={() => setStep({ kind: 'password' })}>
          {translate('app.security.back')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login>
      <SignInForm />
    </Login>
  );
}
