// The session reminder: every N minutes of this session (the player's choice), a dialog with the
// time played and the net result since it began, from the ledger (GET /api/play_session). The
// session's start is its input: a test (or a reload) starts from a stored one.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlaySessionView } from '@lootledger/contracts';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useSessionReminder } from '../api/get-session-reminder';
import { getPlaySession } from '../api/get-play-session';
import { usePlaySession } from '../hooks/use-play-session-start';
import './responsible-gaming.css';

const TICK_MS = 5_000;

export function SessionReminderWatcher() {
  const everyMinutes = useSessionReminder().data?.every_minutes ?? null;
  return everyMinutes === null ? null : <Watcher everyMinutes={everyMinutes} />;
}

function Watcher({ everyMinutes }: { everyMinutes: number }) {
  const { t } = useTranslation('responsibleGaming');
  const navigate = useNavigate();
  const { start, remindedAt, markReminded } = usePlaySession();
  const [session, setSession] = useState<PlaySessionView | null>(null);

  useEffect(() => {
    const every = everyMinutes * 60_000;
    const check = () => {
      const elapsed = Date.now() - start;
      // Due once a whole interval has passed since the last reminder's interval.
      if (Math.floor(elapsed / every) <= Math.floor(remindedAt / every)) return;
      markReminded(elapsed);
      getPlaySession(new Date(start).toISOString()).then(setSession, () => undefined);
    };
    check();
    const timer = setInterval(check, TICK_MS);
    return () => clearInterval(timer);
  }, [start, everyMinutes, remindedAt, markReminded]);

  if (!session) return null;
  return (
    <Dialog open title={t('reminder.dialogTitle')} onClose={() => setSession(null)} size="small">
      <div className="rg-reminder" data-testid="rg-reminder">
        <p>{t('reminder.played', { minutes: session.minutes })}</p>
        <p>{t('reminder.spent', { amount: session.spent })}</p>
        <p>{t('reminder.won', { amount: session.won })}</p>
        <p className={session.net.startsWith('-') ? 'rg-negative' : undefined}>
          {t('reminder.net', { amount: session.net })}
        </p>
        <div className="rg-reminder__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSession(null);
              void navigate(paths.user.responsibleGaming.getHref());
            }}
          >
            {t('reminder.limits')}
          </button>
          <button type="button" className="button button--primary" onClick={() => setSession(null)}>
            {t('reminder.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
