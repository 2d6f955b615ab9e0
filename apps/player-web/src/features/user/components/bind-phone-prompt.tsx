// The bind-phone dialog as the main layout shows it when asked (lib/bind-phone-prompt): after a Steam
// sign-up, or when a top-up or extraction was refused with MOBILE_REQUIRED.
import { closeBindPhonePrompt } from '@/lib/bind-phone-prompt';
import { BindPhoneDialog } from './bind-phone-dialog';

export function BindPhonePrompt() {
  return <BindPhoneDialog open prompted onClose={closeBindPhonePrompt} />;
}
