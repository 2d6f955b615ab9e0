// Binds a phone to an account without one (spec section 5: phone and code both required; area code 86):
// from the personal centre, or prompted (a Steam sign-up, or a top-up / extraction refused with
// MOBILE_REQUIRED), which says why. The server's refusal is said in the form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSms, SmsUse } from '@/api/send-sms';
import { CodeButton } from '@/components/ui/code-button';
import { Dialog } from '@/components/ui/dialog';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_AREA_CODE } from '@/config/constants';
import { useBindMobile } from '../api/bind-mobile';

export function BindPhoneDialog({
  open,
  onClose,
  prompted = false,
}: {
  open: boolean;
  onClose: () => void;
  prompted?: boolean;
}) {
  const { t } = useTranslation('user');
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [mobile, setMobile] = useState('');
  const [verify, setVerify] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bind = useBindMobile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mobile || !verify) {
      setProblem(t('bindPhone.required'));
      return;
    }
    setProblem(null);
    bind.mutate(
      { mobile: mobile.trim(), verify, area_code: areaCode },
      { onSuccess: onClose, onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <Dialog open={open} title={t('bindPhone.title')} onClose={onClose} size="small">
      <form className="form" onSubmit={submit} noValidate>
        {prompted && <p className="muted">{t('bindPhone.why')}</p>}
        <PhoneField areaCode={areaCode} mobile={mobile} onAreaCodeChange={setAreaCode} onMobileChange={setMobile} />
        <TextField
          label={t('form.code', { ns: 'auth' })}
          value={verify}
          onChange={(value) => setVerify(value.trim())}
          inputMode="numeric"
          maxLength={6}
          addon={
            <CodeButton
              onSend={async () => {
                if (!mobile) {
                  setProblem(t('bindPhone.required'));
                  return false;
                }
                try {
                  await sendSms({ mobile: mobile.trim(), area_code: areaCode, is_use: SmsUse.BIND }, { quiet: true });
                  return true;
                } catch (error) {
                  if (error instanceof Error) setProblem(error.message);
                  return false;
                }
              }}
            />
          }
        />
        {problem && (
          <p className="form__error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={bind.isPending}>
          {t('bindPhone.submit')}
        </button>
      </form>
    </Dialog>
  );
}
