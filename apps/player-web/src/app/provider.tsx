// App-wide providers: TanStack Query, i18next, the live socket (drops for the feed, balance pushes
// for the header) and the landing URL's promotion and invite codes.
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { setCachedBalance } from '@/api/get-me';
import i18n, { addResources } from '@/lib/i18n';
import { resources } from '@/locales/resources';
import { isApiError } from '@/lib/api-client';
import { startLiveSocket, subscribeLive } from '@/lib/live-socket';
import { clearErrorToasts } from '@/lib/toast';
import { captureInviteCode } from '@/features/auth/invite-code';
import { startDropFeed } from '@/features/live-feed/drop-store';
import { capturePromotion } from '@/features/recharge/promotion';

// Every namespace, before anything renders (shared code starts i18next with the common words only).
addResources(resources);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // An action that went through makes an earlier refusal's toast stale (e.g. "insufficient
    // balance" after topping up and opening again).
    mutationCache: new MutationCache({ onSuccess: () => clearErrorToasts() }),
    defaultOptions: {
      queries: {
        // Client errors (4xx) are answers, not glitches: no retry.
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    capturePromotion(window.location.href);
    captureInviteCode(window.location.search);
    startDropFeed();
    startLiveSocket();
    return subscribeLive((message) => {
      if (message.type === 'balance' && message.v === 1) setCachedBalance(queryClient, message.bean);
    });
  }, [queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
