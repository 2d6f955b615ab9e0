// The route paths of the site's own pages (spec section 2, history mode). `path` is the router
// pattern, `getHref` builds a link. A feature that registers its pages keeps their paths in its own
// paths.ts, built with `route` (features/<feature>/paths.ts).
type Params = Record<string, string | number>;

/** A route path: the pattern and a link builder. */
export function route(path: string) {
  return {
    path,
    getHref: (params: Params = {}, query?: Record<string, string | number | undefined>) => {
      const href = path.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
      const text = search.toString();
      return text ? `${href}?${text}` : href;
    },
  };
}

export const paths = {
  home: route('/'),
  packsack: route('/002-packsack'),
  recharge: route('/recharge'),
  vip: route('/002-Vip'),
  promotion: route('/user/welfare'),
  helps: route('/helps'),
  notFound: route('/404'),
  taskCentre: route('/phoneTheFree'),
  boxDetail: route('/active/:id'),
  // Pages of later issues under /active (spec section 2); placeholders for now.
  dailyAward: route('/active/outOfTheFree/:id'),
  helpArticle: route('/active/help/:id'),
  history: route('/history/:id'),
  fairness: route('/fairness'),
  // Where Steam (OpenID) sends the browser back: sign in, or bind to the signed-in account.
  steamHandle: route('/steam/handle'),
  steamBind: route('/steam/bind'),
  // The test route (spec section 2): a connection self-check for customer service.
  ceshi: route('/ceshi'),
  user: {
    root: route('/user'),
    info: route('/user/info'),
    packsack: route('/user/packsack'),
    recharge: route('/user/recharge'),
    bill: route('/user/bill'),
    detail: route('/user/detail'),
    userwelfare: route('/user/userwelfare'),
    payment: route('/user/Payment'),
    rechargeSheet: route('/user/rechargeSheet'),
    responsibleGaming: route('/user/responsible-gaming'),
  },
} as const;

/** Help articles with a fixed id (spec section 2). */
export const HELP_USER_AGREEMENT_ID = 2;
export const HELP_PRIVACY_TERMS_ID = 3;
