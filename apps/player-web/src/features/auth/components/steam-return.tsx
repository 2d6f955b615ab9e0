// The pages Steam sends the browser back to (spec section 7):
//   /steam/handle  sign in with the OpenID fields in the query, then home (or back to the login-required
//                  page that opened the login dialog); a first sign-in asks for the agreement
//                  and 18+ (the same fields are sent again), then a phone must be bound (need_mobile)
//   /steam/bind    bind that Steam account to the signed-in account, then back to the personal centre
import { DEFAULT_MIN_AGE, useSiteInfo } from '@/api/get-info';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { HELP_PRIVACY_TERMS_ID, HELP_USER_AGREEMENT_ID, paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { openBindPhonePrompt } from '@/lib/bind-phone-prompt';
import { forgetReturn, takeReturn } from '@/lib/return-after-sign-in';
import { bindSteam, openIdFieldsOf, steamSignIn, type Consent } from '../api/steam';
import './steam.css';

type State = { step: 'working' } | { step: 'consent' } | { step: 'failed'; message: string };

const CONSENT_KEYS = ['AGREEMENT_REQUIRED', 'AGE_REQUIRED'];

export function SteamReturn({ purpose }: { purpose: 'handle' | 'bind' }) {
  const { t } = useTranslation('auth');
  const minAge = useSiteInfo().data?.min_age ?? DEFAULT_MIN_AGE;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ step: 'working' });
  const [consent, setConsent] = useState<Consent>({ agree: false, adult: false });
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useRef(openIdFieldsOf(location.search));
  const started = useRef(false);

  const failed = (error: unknown) =>
    setState({ step: 'failed', message: error instanceof Error ? error.message : t('steam.failed') });

  const signIn = async (given?: Consent) => {
    setState({ step: 'working' });
    try {
      const signedIn = await steamSignIn(fields.current, given);
      await queryClient.invalidateQueries();
      // Started from the dialog a login-required page opened: back to that page.
      navigate(takeReturn() ?? paths.home.getHref(), { replace: true });
      if (signedIn.need_mobile) openBindPhonePrompt();
    } catch (error) {
      if (isApiError(error) && CONSENT_KEYS.includes(error.key)) {
        setState({ step: 'consent' });
        if (given) setProblem(error.message);
      } else {
        forgetReturn();
        failed(error);
      }
    }
  };

  const bind = async () => {
    try {
      await bindSteam(fields.current);
      await queryClient.invalidateQueries();
      navigate(paths.user.info.getHref(), { replace: true });
    } catch (error) {
      failed(error);
    }
  };

  useEffect(() => {
    // Once: an OpenID assertion is single-use (StrictMode would send it twice).
    if (started.current) return;
    started.current = true;
    void (purpose === 'handle' ? signIn() : bind());
  }, []);

  const submitConsent = (event: FormEvent) => {
    event.preventDefault();
    if (!consent.agree) return setProblem(t('validation.agreementRequired'));
    if (!consent.adult) return setProblem(t('validation.adultRequired', { age: minAge }));
    setProblem(null);
    void signIn(consent);
  };

  return (
    <section className="steam-return" aria-live="polite">
      <h1 className="page-title">{t(purpose === 'handle' ? 'steam.signingIn' : 'steam.binding')}</h1>
      {state.step === 'working' && <Spinner />}
      {state.step === 'consent' && (
        <form className="form" onSubmit={submitConsent} noValidate>
          <p>{t('steam.newAccount')}</p>
          <Checkbox checked={consent.agree} onChange={(agree) => setConsent({ ...consent, agree })}>
            <Trans
              t={t}
              i18nKey="form.agree"
              components={{
                agreement: <Link to={paths.helpArticle.getHref({ id: HELP_USER_AGREEMENT_ID })} target="_blank" />,
                privacy: <Link to={paths.helpArticle.getHref({ id: HELP_PRIVACY_TERMS_ID })} target="_blank" />,
              }}
            />
          </Checkbox>
          <Checkbox checked={consent.adult} onChange={(adult) => setConsent({ ...consent, adult })}>
            {t('form.adult', { age: minAge })}
          </Checkbox>
          {problem && (
            <p className="form__error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--primary button--block">
            {t('steam.continue')}
          </button>
        </form>
      )}
      {state.step === 'failed' && (
        <>
          <p className="form__error" role="alert">
            {state.message}
          </p>
          <div className="steam-return__actions">
            <Link
              className="button button--primary"
              to={purpose === 'handle' ? paths.home.getHref() : paths.user.info.getHref()}
              replace
            >
              {t(purpose === 'handle' ? 'steam.backHome' : 'steam.backToSettings')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
