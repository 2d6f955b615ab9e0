// The promotion centre's "choose your own invite code" form (POST /api/set_invite_code): shown until
// the player has chosen one (once); refusals (format, taken, ...) appear beside the field in the
// server's words; the code they had keeps working for links already shared.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useSetInviteCode } from '../api/set-invite-code';
import './invite-code-form.css';

/** The server's rule, checked first so a slip costs no request (the server checks again). */
const CODE = /^(?=.*[A-Za-z])[A-Za-z0-9]{4,16}$/;

/** custom: the player already chose their code (GET /api/promote's user.invite_code_custom). */
export function InviteCodeForm({ custom }: { custom: boolean }) {
  const { t } = useTranslation('loyalty');
  const setInviteCode = useSetInviteCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (custom) {
    return <p className="muted small invite-code-form__done">{t('inviteCodeForm.chosen')}</p>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!CODE.test(value)) {
      setError(t('inviteCodeForm.rule'));
      return;
    }
    setError(null);
    setInviteCode.mutate(value, {
      onSuccess: () => setCode(''),
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('inviteCodeForm.failed')),
    });
  };

  return (
    <form className="form invite-code-form" onSubmit={submit} aria-labelledby="invite-code-form-title" noValidate>
      <h2 id="invite-code-form-title" className="section-title">
        {t('inviteCodeForm.title')}
      </h2>
      <p className="muted small">{t('inviteCodeForm.explain')}</p>
      <div className="form--inline invite-code-form__row">
        <TextField
          label={t('inviteCodeForm.label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          maxLength={16}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-code-form-error' : undefined}
          className="invite-code-form__field"
        />
        <button type="submit" className="button button--primary" disabled={setInviteCode.isPending}>
          {t('inviteCodeForm.save')}
        </button>
      </div>
      <p className="muted small">{t('inviteCodeForm.rule')}</p>
      {error && (
        <p id="invite-code-form-error" className="form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
