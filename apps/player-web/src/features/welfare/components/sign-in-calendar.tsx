// The 7-day streak: each day's amount (day 7 with its random award range), the days done in the
// current streak, today's button, and the month's progress towards the recharge-month packet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInResponse } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { Spinner } from '@/components/ui/spinner';
import { useSignIn, useSignInState } from '../api/sign-in';

export function SignInCalendar() {
  const { t } = useTranslation('welfare');
  const state = useSignInState();
  const [result, setResult] = useState<SignInResponse | null>(null);
  const signIn = useSignIn(setResult);
  if (!state.data) return <Spinner />;
  const data = state.data;
  // Days of the streak already done: up to today's (or yesterday's) streak day.
  const done = data.streak_day;
  return (
    <>
      <section className="panel" aria-labelledby="welfare-sign-in-title">
        <h2 id="welfare-sign-in-title" className="section-title">
          {t('signIn.title')}
        </h2>
        {done > 0 && <p>{t('signIn.streak', { day: done })}</p>}
        <ol className="welfare-days">
          {data.days.map((day) => {
            const isNext = !data.signed_today && day.day === data.next_day;
            const isDone = day.day <= done && (data.signed_today || day.day < data.next_day);
            return (
              <li
                key={day.day}
                className={`welfare-day${isDone ? ' welfare-day--done' : ''}${isNext ? ' welfare-day--today' : ''}`}
                aria-current={isNext ? 'date' : undefined}
                data-testid="sign-in-day"
              >
                <span className="welfare-day__label">{t('signIn.day', { day: day.day })}</span>
                <CoinAmount value={day.bean} />
                {day.day === 7 && (
                  <span className="welfare-day__extra">
                    +{data.award_min}–{data.award_max}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <p className="muted">{t('signIn.day7Award', { min: data.award_min, max: data.award_max })}</p>
        <p className="muted">{t('signIn.missedReset')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={data.signed_today || signIn.isPending}
          onClick={() => signIn.mutate()}
        >
          {data.signed_today ? t('signIn.done') : t('signIn.button')}
        </button>
        {result && (
          <div role="status" className="welfare-ok">
            <p>{t('signIn.result', { day: result.day, bean: result.bean })}</p>
            {result.award !== '0.00' && <p>{t('signIn.award', { award: result.award })}</p>}
            {result.month_packet !== '0.00' && <p>{t('signIn.monthPacket', { amount: result.month_packet })}</p>}
          </div>
        )}
      </section>
      <section className="panel" aria-labelledby="welfare-month-title">
        <h2 id="welfare-month-title" className="section-title">
          {t('month.title')}
        </h2>
        <progress
          className="welfare-progress"
          max={data.month.needed}
          value={Math.min(data.month.sign_ins, data.month.needed)}
          aria-label={t('month.progress', { count: data.month.sign_ins, needed: data.month.needed })}
        />
        <p>{t('month.progress', { count: data.month.sign_ins, needed: data.month.needed })}</p>
        <p className="muted">
          {t('month.rule', { needed: data.month.needed, min: data.month.packet_min, max: data.month.packet_max })}
        </p>
        <p>
          {data.month.packet_paid
            ? t('month.paid')
            : data.month.recharged
              ? t('month.recharged')
              : t('month.notRecharged')}
        </p>
      </section>
    </>
  );
}
