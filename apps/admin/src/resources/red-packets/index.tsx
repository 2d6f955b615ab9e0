// Red-packet campaigns (content staff): list with claimed and left, show with its claims and a
// close action, create (total, count, split, window, audience, optional code). Audited.
import RedeemIcon from '@mui/icons-material/Redeem';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

const pages = () => import('./red-packet-pages');
const RedPacketList = lazy(() => pages().then((m) => ({ default: m.RedPacketList })));
const RedPacketShow = lazy(() => pages().then((m) => ({ default: m.RedPacketShow })));
const RedPacketCreate = lazy(() => pages().then((m) => ({ default: m.RedPacketCreate })));
const ClaimList = lazy(() => pages().then((m) => ({ default: m.RedPacketClaimList })));

export const redPackets = {
  name: 'red-packets',
  list: <RedPacketList />,
  show: <RedPacketShow />,
  create: <RedPacketCreate />,
  icon: RedeemIcon,
  recordRepresentation: 'title_en',
};

export const redPacketClaims = {
  name: 'red-packet-claims',
  list: <ClaimList />,
  icon: ReceiptLongIcon,
  recordRepresentation: 'id',
};
