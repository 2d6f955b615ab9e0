// /002-compound : the replacement contract (desktop only; login required).
import { ContractPage } from '../components/contract-page';
import '../contract.css';

export function CompoundRoute() {
  return <ContractPage />;
}
