import { Edit } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/form-toolbars';
import { ItemForm } from './item-form';

export default function ItemEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ItemForm toolbar={<SaveOnlyToolbar />} />
    </Edit>
  );
}
