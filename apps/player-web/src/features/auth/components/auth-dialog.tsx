// The login / register / forgot-password dialog (spec sections 2, 4, 5): phone with area code
// (default 86), SMS code with a 60 s countdown, password, invite code, agreement and 18+ boxes.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_MIN_AGE, useSiteInfo } from '@/api/get-info';
import { sendSms, SmsUse } from '@/api/send-sms';
import { useResetPassword } from '@/api/reset-password';
import { DEFAULT_AREA_CODE } from '@/config/constants';
import { HELP_PRIVACY_TERMS_ID, HELP_USER_AGREEMENT_ID, paths } from '@/config/paths';
import { Checkbox } from '@/components/ui/checkbox';
import { CodeButton } from '@/components/ui/code-button';
import { Dialog } from '@/components/ui/dialog';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { closeAuthDialog, setAuthMode, useAuthDialog, type AuthMode } from '@/lib/auth-dialog';
import { takeReturn } from '@/lib/return-after-sign-in';
import { readInviteCode } from '../invite-code';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { SteamSignInButton } from './steam-sign-in-button';
import { validateAuthForm, validateMobile, type AuthFormValues } from '../validate-auth-form';

export function AuthDialog() {
  const { open, mode } = useAuthDialog();
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} title={t(`title.${mode}`)} onClose={closeAuthDialog} size="small">
      {/* Remounted per mode so every form starts clean except the phone number. */}
      <AuthForm key={mode} mode={mode} />
    </Dialog>
  );
}

let rememberedPhone = { areaCode: DEFAULT_AREA_CODE, mobile: '' };

function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const minAge = useSiteInfo().data?.min_age ?? DEFAULT_MIN_AGE;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<AuthFormValues>(() => ({
    areaCode: rememberedPhone.areaCode,
    mobile: rememberedPhone.mobile,
    password: '',
    verify: '',
    inviteCode: readInviteCode() ?? '',
    agree: false,
    adult: false,
    withCode: false,
  }));
  const [problem, setProblem] = useState<string | null>(null);

  const update = (patch: Partial<AuthFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      rememberedPhone = { areaCode: next.areaCode, mobile: next.mobile };
      return next;
    });
    setProblem(null);
  };

  const signedIn = () => {
    // Sent home by a login-required page: back to it (taken before closing, which forgets it).
    const asked = takeReturn();
    closeAuthDialog();
    void queryClient.invalidateQueries();
    if (asked) void navigate(asked, { replace: true });
  };
  const login = useLogin(signedIn);
  const register = useRegister(signedIn);
  const reset = useResetPassword(() => setAuthMode('login'), { quiet: true });
  // The server's refusal is said in the form (its field messages, or its message), not in a toast.
  const refused = (error: Error) => setProblem(error.message);
  const busy = login.isPending || register.isPending || reset.isPending;
  const usesCode = mode !== 'login' || values.withCode;

  const send = async (): Promise<boolean> => {
    const phoneProblem = validateMobile(values.areaCode, values.mobile);
    if (phoneProblem) {
      setProblem(t(`validation.${phoneProblem}`, { age: minAge }));
      return false;
    }
    try {
      await sendSms(
        {
          mobile: values.mobile.trim(),
          area_code: values.areaCode,
          is_use: mode === 'register' ? SmsUse.REGISTER : SmsUse.LOGIN,
        },
        { quiet: true },
      );
      return true;
    } catch (error) {
      if (error instanceof Error) refused(error);
      return false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAuthForm(mode, values);
    if (invalid) {
      setProblem(t(`validation.${invalid}`, { age: minAge }));
      return;
    }
    setProblem(null);
    const phone = { mobile: values.mobile.trim(), area_code: values.areaCode };
    const onError = refused;
    if (mode === 'login') {
      login.mutate(values.withCode ? { ...phone, verify: values.verify } : { ...phone, password: values.password }, {
        onError,
      });
    } else if (mode === 'register') {
      register.mutate(
        {
          ...phone,
          verify: values.verify,
          password: values.password,
          invite_code: values.inviteCode.trim() || undefined,
          agree: values.agree,
          adult: values.adult,
        },
        { onError },
      );
    } else {
      reset.mutate({ ...phone, verify: values.verify, password: values.password }, { onError });
    }
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate>
      <PhoneField
        areaCode={values.areaCode}
        mobile={values.mobile}
        onAreaCodeChange={(areaCode) => update({ areaCode })}
        onMobileChange={(mobile) => update({ mobile })}
      />
      {usesCode && (
        <TextField
          label={t('form.code')}
          value={values.verify}
          onChange={(verify) => update({ verify: verify.trim() })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          addon={<CodeButton onSend={send} />}
        />
      )}
      {(mode !== 'login' || !values.withCode) && (
        <TextField
          label={mode === 'forgot' ? t('form.newPassword') : t('form.password')}
          type="password"
          value={values.password}
          onChange={(password) => update({ password })}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          maxLength={32}
        />
      )}
      {mode === 'register' && (
        <>
          <TextField
            label={t('form.inviteCode')}
            value={values.inviteCode}
            onChange={(inviteCode) => update({ inviteCode })}
            autoComplete="off"
          />
          <Checkbox checked={values.agree} onChange={(agree) => update({ agree })}>
            <Trans
              t={t}
              i18nKey="form.agree"
              components={{
                agreement: <Link to={paths.helpArticle.getHref({ id: HELP_USER_AGREEMENT_ID })} target="_blank" />,
                privacy: <Link to={paths.helpArticle.getHref({ id: HELP_PRIVACY_TERMS_ID })} target="_blank" />,
              }}
            />
          </Checkbox>
          <Checkbox checked={values.adult} onChange={(adult) => update({ adult })}>
            {t('form.adult', { age: minAge })}
          </Checkbox>
        </>
      )}
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {t(`submit.${mode}`)}
      </button>
      <div className="auth-form__switch">
        {mode === 'login' && (
          <>
            <button type="button" className="link-button" onClick={() => update({ withCode: !values.withCode })}>
              {values.withCode ? t('switch.withPassword') : t('switch.withCode')}
            </button>
            <button type="button" className="link-button" onClick={() => setAuthMode('forgot')}>
              {t('switch.forgot')}
            </button>
            <button type="button" className="link-button" onClick={() => setAuthMode('register')}>
              {t('switch.toRegister')}
            </button>
          </>
        )}
        {mode !== 'login' && (
          <button type="button" className="link-button" onClick={() => setAuthMode('login')}>
            {t('switch.toLogin')}
          </button>
        )}
      </div>
      {mode !== 'forgot' && <SteamSignInButton />}
    </form>
  );
}
