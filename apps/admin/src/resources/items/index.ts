// Catalogue items: list, show, create, edit (every change audited).
import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { ConsoleFeature } from '../console-feature';
import { itemMessages } from './messages';

const ItemList = lazy(() => import('./item-list'));
const ItemShow = lazy(() => import('./item-show'));
const ItemEdit = lazy(() => import('./item-edit'));
const ItemCreate = lazy(() => import('./item-create'));

export const items: ConsoleFeature = {
  resources: [
    {
      name: 'items',
      list: ItemList,
      show: ItemShow,
      edit: ItemEdit,
      create: ItemCreate,
      icon: CategoryIcon,
      recordRepresentation: 'name_en',
      menu: 'app.menu.catalogue',
    },
  ],
  messages: [itemMessages],
};
