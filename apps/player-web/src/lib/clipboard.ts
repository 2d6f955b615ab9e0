// Copy to clipboard with the spec's toasts (section 8): success, failure, or unsupported browser.
import i18n from './i18n';
import { toast } from './toast';

export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) {
    toast.error(i18n.t('common:copy.unsupported'));
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n.t('common:copy.copied'));
    return true;
  } catch {
    toast.error(i18n.t('common:copy.failed'));
    return false;
  }
}
