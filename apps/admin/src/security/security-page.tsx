// The signed-in member's own Security page (/security): two-factor sign-in. Not enrolled: set up (QR
// code and the secret as text), confirm with a code, then the recovery codes shown this once. Enrolled:
// new recovery codes or turning it off, each with a current code (off only when the role allows).
// Members whose role requires it are sent here until they enrol (layout.tsx); the codes never enter
// react-admin's caches.
import type { StaffTotpSetupResponse } from '@lootledger/contracts';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { STAFF_ME_QUERY_KEY } from '../components/access';
import { forgetMe } from '../providers/auth-provider';
import type { LootledgerDataProvider } from '../providers/data-provider';

const STATUS_KEY = ['lootledger', 'totp-status'] as const;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Box data-testid="recovery-codes">
      <Typography variant="h6" gutterBottom>
        {translate('app.security.recovery_title')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.security.recovery_once')}
      </Alert>
      <Box component="ul" sx={{ fontFamily: 'monospace', fontSize: 18, columns: 2, maxWidth: 420 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {translate('app.security.recovery_done')}
      </Button>
    </Box>
  );
}

/** A code field and the buttons that send it; the field empties after each try. */
function CodeForm({ actions }: { actions: { label: string; run: (code: string) => Promise<void> }[] }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (run: (code: string) => Promise<void>) => {
    setBusy(true);
    try {
      await run(code.trim());
    } finally {
      setCode('');
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        void send(actions[0].run);
      }}
    >
      <TextField
        label={translate('app.security.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 8 }}
        size="small"
        sx={{ width: 220 }}
      />
      {actions.map((action, index) => (
        <Button
          key={action.label}
          variant={index === 0 ? 'contained' : 'outlined'}
          color={index === 0 ? 'primary' : 'error'}
          disabled={busy || code.trim().length < 6}
          type={index === 0 ? 'submit' : 'button'}
          onClick={index === 0 ? undefined : () => void send(action.run)}
        >
          {translate(action.label)}
        </Button>
      ))}
    </Box>
  );
}

export default function SecurityPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: async () => (await dataProvider.totpStatus()).data });
  const [setup, setSetup] = useState<StaffTotpSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  /** Runs a change; a refusal is shown (in the console's language, from the API). */
  const attempt = async (change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  /** After a change: the status, and who the member is (the menu and the enrolment redirect follow it). */
  const refresh = async () => {
    forgetMe();
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    await queryClient.invalidateQueries({ queryKey: STAFF_ME_QUERY_KEY });
  };

  if (status.isPending) return <Loading />;
  const current = status.data;

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (!current?.enabled && setup) {
    body = (
      <Box data-testid="totp-setup">
        <Typography sx={{ mb: 2 }}>{translate('app.security.scan')}</Typography>
        <Box
          component="img"
          src={setup.qr_code}
          alt={translate('app.security.qr_alt')}
          sx={{ width: 200, height: 200 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.security.secret')}
        </Typography>
        <Typography
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', fontSize: 18, mb: 2, wordBreak: 'break-all' }}
        >
          {setup.secret}
        </Typography>
        <CodeForm
          actions={[
            {
              label: 'app.security.confirm',
              run: (code) =>
                attempt(async () => {
                  const { data } = await dataProvider.totpEnable(code);
                  setSetup(null);
                  setRecoveryCodes(data.recovery_codes);
                  notify('app.security.status_on', { type: 'success' });
                  await refresh();
                }),
            },
          ]}
        />
      </Box>
    );
  } else if (!current?.enabled) {
    body = (
      <Box>
        <Typography sx={{ mb: 1 }}>{translate('app.security.status_off')}</Typography>
        <Alert severity={current?.required ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {translate(current?.required ? 'app.security.required' : 'app.security.optional')}
        </Alert>
        <Button
          variant="contained"
          onClick={() => void attempt(async () => setSetup((await dataProvider.totpSetup()).data))}
        >
          {translate('app.security.set_up')}
        </Button>
      </Box>
    );
  } else {
    const actions = [
      {
        label: 'app.security.regenerate',
        run: (code: string) =>
          attempt(async () => {
            setRecoveryCodes((await dataProvider.regenerateRecoveryCodes(code)).data.recovery_codes);
            await refresh();
          }),
      },
    ];
    if (!current.required) {
      actions.push({
        label: 'app.security.disable',
        run: (code: string) =>
          attempt(async () => {
            await dataProvider.totpDisable(code);
            notify('app.security.status_off', { type: 'info' });
            await refresh();
          }),
      });
    }
    body = (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('app.security.status_on')}
        </Alert>
        {current.required ? <Typography sx={{ mb: 1 }}>{translate('app.security.required_on')}</Typography> : null}
        <Typography sx={{ mb: 2 }} data-testid="recovery-codes-left">
          {translate('app.security.recovery_left', { count: current.recovery_codes_left })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.security.code_for_change')}
        </Typography>
        <CodeForm actions={actions} />
      </Box>
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.security.title" />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          {translate('app.security.heading')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
