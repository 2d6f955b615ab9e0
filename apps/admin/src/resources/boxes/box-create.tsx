import { Create } from 'react-admin';
import { BoxForm, toBoxInput } from './box-form';

export default function BoxCreate() {
  return (
    <Create transform={toBoxInput} redirect="show">
      <BoxForm isCreate defaultValues={{ category: 'classic', enabled: false, sort_order: 0, pool: [{ weight: 1 }] }} />
    </Create>
  );
}
