// Red-packet campaigns (content staff): list with claimed and left, show with its claims and a
// close action, create (total, count, split, window, audience, optional code). Audited.
import RedeemIcon from '@mui/icons-material/Redeem';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature, ConsoleResource } from '../console-feature';
import { redPacketSentences } from './event-sentences';
import { redPacketMessages } from './messages';

const page = lazyPages(() => import('./red-packet-pages'));
const RedPacketList = page('RedPacketList');
const RedPacketShow = page('RedPacketShow');
const RedPacketCreate = page('RedPacketCreate');
const ClaimList = page('RedPacketClaimList');

const campaigns: ConsoleResource = {
  name: 'red-packets',
  list: RedPacketList,
  show: RedPacketShow,
  create: RedPacketCreate,
  icon: RedeemIcon,
  recordRepresentation: 'title_en',
  menu: 'app.menu.welfare',
};

const redPacketClaims: ConsoleResource = {
  name: 'red-packet-claims',
  // The API checks a campaign's claims against the campaigns' permission.
  permission: 'red-packets',
  list: ClaimList,
  icon: ReceiptLongIcon,
  recordRepresentation: 'id',
};

export const redPackets: ConsoleFeature = {
  resources: [campaigns, redPacketClaims],
  messages: [redPacketMessages],
  eventSentences: redPacketSentences,
};
