// The claim-by-code box (welfare centre and /red): the result or the refusal shown inline.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useClaimRedPacket } from '../api/red-packets';

export function ClaimByCode() {
  const { t } = useTranslation('welfare');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const claim = useClaimRedPacket((result) =>
    setMessage({ ok: true, text: t('redPackets.won', { amount: result.amount }) }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setMessage({ ok: false, text: t('code.empty') });
      return;
    }
    setMessage(null);
    claim.mutate(
      { code: trimmed },
      { onError: (error) => setMessage({ ok: false, text: t('code.failed', { message: error.message }) }) },
    );
  };

  return (
    <form className="panel welfare-code" onSubmit={submit} aria-labelledby="welfare-code-title">
      <h2 id="welfare-code-title" className="section-title">
        {t('code.title')}
      </h2>
      <TextField
        label={t('code.label')}
        value={code}
        onChange={setCode}
        placeholder={t('code.placeholder')}
        maxLength={32}
        autoComplete="off"
        addon={
          <button type="submit" className="button button--primary" disabled={claim.isPending}>
            {t('code.submit')}
          </button>
        }
      />
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'welfare-ok' : 'welfare-error'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
