import { Create } from 'react-admin';
import { ItemForm } from './item-form';

export default function ItemCreate() {
  return (
    <Create redirect="list">
      <ItemForm isCreate defaultValues={{ lv: 3, dura: 3, skin: '' }} />
    </Create>
  );
}
