// /active/outOfTheFree/:id : a daily free box (login required).
import { useParams } from 'react-router';
import { FreeBoxPage } from '@/features/free-boxes/components/free-box-page';

export function DailyAwardRoute() {
  const { id = '' } = useParams();
  return <FreeBoxPage id={id} />;
}
