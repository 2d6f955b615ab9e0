// "Verify" next to a result: the provably-fair page opened on the draw's seed pair and nonce
// (/fairness?pair=<id>&nonce=<n>), where all its pair's draws recompute once the pair is revealed.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function VerifyLink({ pairId, nonce, className }: { pairId: string; nonce: number; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={paths.fairness.getHref({}, { pair: pairId, nonce })}
      className={`verify-link${className ? ` ${className}` : ''}`}
      title={t('fairness.verifyTitle', { pair: pairId, nonce })}
      data-testid="verify-link"
    >
      {t('fairness.verify')}
    </Link>
  );
}
