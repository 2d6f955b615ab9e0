// /active/packsack/:id (login): a backpack item's own page (components/packsack-item.tsx).
import { useParams } from 'react-router';
import { PacksackItem } from '../components/packsack-item';

export function PacksackItemRoute() {
  const { id = '' } = useParams();
  return <PacksackItem id={id} />;
}
