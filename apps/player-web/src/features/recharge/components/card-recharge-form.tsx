// Top-up by card code (CDK): sent as typed; the server's message explains a refusal.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCardRecharge } from '../api/card-recharge';

export function CardRechargeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('recharge');
  const [card, setCard] = useState('');
  const redeem = useCardRecharge((redeemed) => {
    toast.success(t('card.redeemed', { amount: redeemed.bean, balance: redeemed.balance }));
    setCard('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem.mutate(card);
  };
  return (
    <section className="panel" aria-labelledby="card-title">
      <h2 id="card-title" className="section-title">
        {t('card.title')}
      </h2>
      <form className="form form--inline" onSubmit={submit}>
        <TextField label={t('card.label')} value={card} onChange={setCard} autoComplete="off" autoFocus={autoFocus} />
        <button type="submit" className="button button--secondary" disabled={redeem.isPending}>
          {t('card.redeem')}
        </button>
      </form>
    </section>
  );
}
