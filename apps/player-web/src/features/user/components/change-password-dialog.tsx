// Changes the password with an SMS code to the bound phone (spec section 5: code and new password).
// The API ends every session of the account, so the player signs in again.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '@lootledger/contracts';
import { sendSms, SmsUse } from '@/api/send-sms';
import { useResetPassword } from '@/api/reset-password';
import { CodeButton } from '@/components/ui/code-button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/config/constants';
import { openAuthDialog } from '@/lib/auth-dialog';
import { clearSession } from '@/lib/session';

export function ChangePasswordDialog({ me, open, onClose }: { me: MeResponse; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('user');
  const queryClient = useQueryClient();
  const [verify, setVerify] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword(() => {
    onClose();
    clearSession();
    queryClient.clear();
    openAuthDialog('login');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verify) return setProblem(t('validation.codeRequired', { ns: 'auth' }));
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      return setProblem(t('validation.passwordLength', { ns: 'auth' }));
    }
    setProblem(null);
    // Only offered with a mobile bound (the button is disabled without one).
    reset.mutate({ mobile: me.mobile ?? '', area_code: me.area_code ?? '', verify, password });
  };

  return (
    <Dialog open={open} title={t('password.title')} onClose={onClose} size="small">
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">{t('password.sendTo', { phone: `+${me.area_code} ${me.mobile}` })}</p>
        <TextField
          label={t('form.code', { ns: 'auth' })}
          value={verify}
          onChange={(value) => setVerify(value.trim())}
          inputMode="numeric"
          maxLength={6}
          addon={
            <CodeButton
              onSend={async () => {
                try {
                  await sendSms({ mobile: me.mobile ?? '', area_code: me.area_code ?? '', is_use: SmsUse.LOGIN });
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          }
        />
        <TextField
          label={t('form.newPassword', { ns: 'auth' })}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
        {problem && (
          <p className="form__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
          {t('password.submit')}
        </button>
      </form>
    </Dialog>
  );
}
