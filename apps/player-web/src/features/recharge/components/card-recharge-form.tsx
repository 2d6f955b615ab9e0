// Top-up by card code (CDK): sent as typed. Nothing typed gets its own message without a request;
// the server's refusals (wrong, used, expired, locked) show under the field, not as toasts.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCardRecharge } from '../api/card-recharge';
import { isBlankCardCode } from '../refusals';
import './recharge.css';

export function CardRechargeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('recharge');
  const errorId = useId();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const redeem = useCardRecharge((redeemed) => {
    toast.success(t('card.redeemed', { amount: redeemed.bean, balance: redeemed.balance }));
    setCard('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankCardCode(card)) {
      setError(t('card.required'));
      return;
    }
    setError(null);
    redeem.mutate(card, { onError: (refusal) => setError(refusal.message) });
  };
  return (
    <section className="panel" aria-labelledby="card-title">
      <h2 id="card-title" className="section-title">
        {t('card.title')}
      </h2>
      <form className="form form--inline" onSubmit={submit} noValidate>
        <TextField
          label={t('card.label')}
          value={card}
          onChange={(value) => {
            setCard(value);
            setError(null);
          }}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={redeem.isPending}>
          {t('card.redeem')}
        </button>
      </form>
      {error && (
        <p id={errorId} className="recharge-refusal" role="alert" data-testid="card-refusal">
          {error}
        </p>
      )}
    </section>
  );
}
