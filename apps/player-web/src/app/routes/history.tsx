import { useParams, useSearchParams } from 'react-router';
import { UserHistory } from '@/features/history/components/user-history';

export function HistoryRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <UserHistory key={id} userId={id} name={params.get('name')} avatar={params.get('avatar')} />;
}
