// /ceshi (spec section 2: "test route"): a self-check a player can open when something does not work
// and send to customer service. It tries what the site needs — a signed API call, a clock close
// enough to the server's for signing (300 s), the live websocket (connect, ping → pong), the session —
// and shows the browser's facts, with a button copying it all as text.
import type { ServerFrame } from '@lootledger/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMe } from '@/api/get-me';
import { env } from '@/config/env';
import { currentLanguage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { socketUrl } from '@/lib/live-socket';
import { getToken } from '@/lib/session';
import { getInfo } from '@/api/get-info';
import './diagnostics.css';

type CheckName = 'api' | 'clock' | 'websocket' | 'session';
type Check = { state: 'running' } | { state: 'ok' | 'failed' | 'info'; detail: string };

const CHECKS: readonly CheckName[] = ['api', 'clock', 'websocket', 'session'];
/** The signature's window (contract section 5). */
const MAX_SKEW_S = 300;
const SOCKET_TIMEOUT_MS = 10_000;

function socketCheck(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const ws = new WebSocket(socketUrl());
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error('timeout'));
    }, SOCKET_TIMEOUT_MS);
    const done = (error?: Error) => {
      clearTimeout(timer);
      ws.close();
      if (error) reject(error);
      else resolve(Math.round(performance.now() - started));
    };
    ws.onmessage = (event) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (frame.type === 'connect') ws.send(JSON.stringify({ type: 'ping' }));
      if (frame.type === 'pong') done();
    };
    ws.onerror = () => done(new Error('error'));
  });
}

export function Diagnostics() {
  const { t } = useTranslation('site');
  const [checks, setChecks] = useState<Record<CheckName, Check>>(
    () => Object.fromEntries(CHECKS.map((name) => [name, { state: 'running' }])) as Record<CheckName, Check>,
  );
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    const set = (name: CheckName, check: Check) => live && setChecks((all) => ({ ...all, [name]: check }));
    for (const name of CHECKS) set(name, { state: 'running' });
    void (async () => {
      const started = performance.now();
      try {
        const info = await getInfo();
        const ms = Math.round(performance.now() - started);
        set('api', { state: 'ok', detail: t('check.apiOk', { ms, version: info.version }) });
        const skew = Math.round((Date.parse(info.server_time) - Date.now()) / 1000);
        set(
          'clock',
          Math.abs(skew) < MAX_SKEW_S
            ? { state: 'ok', detail: t('check.clockOk', { seconds: skew }) }
            : { state: 'failed', detail: t('check.clockOff', { seconds: skew }) },
        );
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        set('api', { state: 'failed', detail });
        set('clock', { state: 'failed', detail: t('check.clockUnknown') });
      }
    })();
    socketCheck().then(
      (ms) => set('websocket', { state: 'ok', detail: t('check.websocketOk', { ms }) }),
      () => set('websocket', { state: 'failed', detail: t('check.websocketFailed') }),
    );
    if (getToken()) {
      getMe().then(
        (me) => set('session', { state: 'ok', detail: t('check.signedIn', { name: me.name }) }),
        () => set('session', { state: 'failed', detail: t('check.sessionFailed') }),
      );
    } else {
      set('session', { state: 'info', detail: t('check.signedOut') });
    }
    return () => {
      live = false;
    };
  }, [round, t]);

  const facts: [string, string][] = [
    [t('fact.client'), env.version],
    [t('fact.language'), currentLanguage()],
    [t('fact.timeZone'), Intl.DateTimeFormat().resolvedOptions().timeZone],
    [t('fact.screen'), `${window.screen.width}×${window.screen.height} @${window.devicePixelRatio}`],
    [t('fact.cookies'), navigator.cookieEnabled ? t('yes') : t('no')],
    [t('fact.userAgent'), navigator.userAgent],
  ];

  const report = [
    `${t('title')} ${new Date().toISOString()}`,
    ...CHECKS.map((name) => {
      const check = checks[name];
      return `${t(`check.${name}`)}: ${check.state === 'running' ? t('state.running') : `${t(`state.${check.state}`)} — ${check.detail}`}`;
    }),
    ...facts.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');

  return (
    <section className="panel diagnostics" aria-labelledby="diagnostics-title">
      <h1 id="diagnostics-title" className="page-title">
        {t('title')}
      </h1>
      <p className="muted">{t('intro')}</p>
      <ul className="diagnostics__checks">
        {CHECKS.map((name) => {
          const check = checks[name];
          return (
            <li
              key={name}
              className={`diagnostics__check diagnostics__check--${check.state}`}
              data-testid={`check-${name}`}
            >
              <span className="diagnostics__name">{t(`check.${name}`)}</span>
              <span className="diagnostics__state" data-state={check.state}>
                {t(`state.${check.state}`)}
              </span>
              {check.state !== 'running' && <span className="diagnostics__detail">{check.detail}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="facts diagnostics__facts">
        {facts.map(([label, value]) => [
          <dt key={`${label}-dt`}>{label}</dt>,
          // Values the browser reports (its user agent, time zone): data, never translated.
          <dd key={`${label}-dd`} className="small break" translate="no">
            {value}
          </dd>,
        ])}
      </dl>
      <div className="diagnostics__actions">
        <button type="button" className="button button--primary" onClick={() => void copyText(report)}>
          {t('copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setRound((n) => n + 1)}>
          {t('again')}
        </button>
      </div>
    </section>
  );
}
