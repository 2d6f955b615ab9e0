import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className="empty-state">{children ?? t('empty')}</p>;
}
