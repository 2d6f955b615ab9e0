// /002-compound : the replacement contract (desktop only; login required).
import { ContractPage } from '@/features/contract/components/contract-page';

export function CompoundRoute() {
  return <ContractPage />;
}
