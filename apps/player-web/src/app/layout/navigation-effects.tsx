// Effects tied to navigation (spec section 2): the user info is refetched after each navigation,
// the page scrolls to the top, and a 401 from the API sends the player to / with the login dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ME_QUERY_KEY } from '@/api/get-me';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getToken } from '@/lib/session';

export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      openAuthDialog('login');
      void navigate(paths.home.getHref());
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (getToken()) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [location.pathname, location.search, queryClient]);

  return null;
}
