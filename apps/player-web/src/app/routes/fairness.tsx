import { VerifyDraws } from '@/features/fairness/components/verify-draws';

export function FairnessRoute() {
  return <VerifyDraws />;
}
