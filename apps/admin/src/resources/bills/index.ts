// Delivery bills: list by status, show with the stream; approve, retry, reject with refund. And the
// delivery's settings: the price margin of marketplace deliveries (one row, finance edits it).
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { lazy } from 'react';
import { lazyPages } from '../../components/lazy-pages';
import type { ConsoleFeature } from '../console-feature';
import { billMessages } from './messages';

const BillList = lazy(() => import('./bill-list'));
const BillShow = lazy(() => import('./bill-show'));
const settingsPage = lazyPages(() => import('./delivery-settings-pages'));

export const bills: ConsoleFeature = {
  resources: [
    {
      name: 'bills',
      list: BillList,
      show: BillShow,
      icon: LocalShippingIcon,
      menu: 'app.menu.deliveries',
    },
    {
      name: 'delivery-settings',
      list: settingsPage('DeliverySettingsList'),
      edit: settingsPage('DeliverySettingsEdit'),
      icon: PriceCheckIcon,
      recordRepresentation: 'price_margin',
      menu: 'app.menu.deliveries',
    },
  ],
  messages: [billMessages],
};
