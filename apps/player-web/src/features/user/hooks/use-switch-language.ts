// Switches the site language: saved locally, stored on the account when signed in; choosing the
// current language says "already switched" (spec section 5).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@lootledger/contracts';
import { ME_QUERY_KEY } from '@/api/get-me';
import { saveLanguage } from '@/lib/language';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { setLanguage } from '../api/set-language';

export function useSwitchLanguage() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return async (language: Language) => {
    if (i18n.language === language) {
      toast.info(i18n.t('common:language.alreadySwitched'));
      return;
    }
    saveLanguage(language);
    await i18n.changeLanguage(language);
    toast.success(i18n.t('common:language.switched'));
    if (getToken()) {
      try {
        await setLanguage(language);
      } catch {
        // LANGUAGE_UNCHANGED: the account already had it.
      }
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  };
}
