// /002-welfare and /red : the welfare centre, and claiming a red packet by its code (login required).
import { RedPacketPage, WelfareCentre } from '../components/welfare-centre';
import '../welfare.css';

export function WelfareRoute() {
  return <WelfareCentre />;
}

export function RedRoute() {
  return <RedPacketPage />;
}
