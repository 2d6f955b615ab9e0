// Top-up by card code (CDK): sent as typed; an empty code is caught here, and the server's refusal
// (wrong, used, expired, locked) is said in the form.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCardRecharge } from '../api/card-recharge';

export function CardRechargeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('recharge');
  const [card, setCard] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useCardRecharge((redeemed) => {
    toast.success(t('card.redeemed', { amount: redeemed.bean, balance: redeemed.balance }));
    setCard('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!card.trim()) {
      setProblem(t('card.required'));
      return;
    }
    setProblem(null);
    redeem.mutate(card, { onError: (error) => setProblem(error.message) });
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
            setProblem(null);
          }}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-invalid={problem !== null}
        />
        <button type="submit" className="button button--secondary" disabled={redeem.isPending}>
          {t('card.redeem')}
        </button>
      </form>
      {problem && (
        <p className="form__error" role="alert" data-testid="card-error">
          {problem}
        </p>
      )}
    </section>
  );
}
