// The four partner promotion pages: one page of the referral programme per theme.
import { PartnerPage } from '../components/partner-page';

export const PartnerRoute = () => <PartnerPage theme="partner" />;
export const GoldKingRoute = () => <PartnerPage theme="goldKing" />;
export const GoodLuckRoute = () => <PartnerPage theme="goodLuck" />;
export const NationalAgentRoute = () => <PartnerPage theme="nationalAgent" />;
