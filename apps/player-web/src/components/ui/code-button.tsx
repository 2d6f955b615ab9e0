// The "get code" button of SMS forms: sends, then counts down 60 s before it can send again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS } from '@/config/constants';
import { useCountdown } from '@/hooks/use-countdown';

export function CodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary code-button"
      disabled={sending || remaining > 0}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) start(SMS_RESEND_SECONDS);
        } finally {
          setSending(false);
        }
      }}
    >
      {remaining > 0 ? t('sms.resendIn', { seconds: remaining }) : t('sms.getCode')}
    </button>
  );
}
