// The 404 page's visitor-statistics hook (spec section 2: the 404 page loads a statistics script):
// while the site settings name a script, it is added to the page when the 404 page shows and taken
// away when it leaves. The server's CSP allows that script's origin only while one is set.
import { useEffect } from 'react';
import { useSiteInfo } from '@/api/get-info';

export const STATS_SCRIPT_ID = 'site-stats-script';

export function useStatsScript(): void {
  const url = useSiteInfo().data?.stats_script_url ?? null;
  useEffect(() => {
    if (!url) return;
    const script = document.createElement('script');
    script.id = STATS_SCRIPT_ID;
    script.src = url;
    script.async = true;
    // No referrer goes with it (the site's policy).
    script.referrerPolicy = 'no-referrer';
    document.head.appendChild(script);
    return () => script.remove();
  }, [url]);
}
