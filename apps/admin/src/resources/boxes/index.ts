// Boxes: list, show, create, edit with the weights editor (live odds and RTP); on and off sale.
import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { boxMessages } from './messages';

const BoxList = lazy(() => import('./box-list'));
const BoxShow = lazy(() => import('./box-show'));
const BoxEdit = lazy(() => import('./box-edit'));
const BoxCreate = lazy(() => import('./box-create'));

export const boxes: ConsoleFeature = {
  resources: [
    {
      name: 'boxes',
      list: BoxList,
      show: BoxShow,
      edit: BoxEdit,
      create: BoxCreate,
      icon: InventoryIcon,
      recordRepresentation: 'name_en',
      menu: 'app.menu.catalogue',
    },
  ],
  messages: [boxMessages],
};
