import { Edit } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/form-toolbars';
import { BoxActions } from './box-actions';
import { BoxForm, toBoxInput } from './box-form';

export default function BoxEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toBoxInput} actions={<BoxActions view="edit" />} redirect="show">
      <BoxForm toolbar={<SaveOnlyToolbar />} />
    </Edit>
  );
}
