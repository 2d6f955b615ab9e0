// /active/rollHome/:id : a ROLL room. Polled while ongoing, so the draw shows without a reload.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { roomQueryOptions } from '../api/rooms';
import { RoomDetail } from '../components/room-detail';
import { rollPaths } from '../paths';
import '../roll.css';

export function RollRoomRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('roll');
  const room = useQuery({
    ...roomQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 0 ? 2_000 : false),
  });
  if (room.isPending) return <Spinner />;
  if (!room.data) {
    return (
      <EmptyState>
        {t('room.notFound')} <Link to={rollPaths.roll.getHref()}>{t('room.back')}</Link>
      </EmptyState>
    );
  }
  return <RoomDetail room={room.data} />;
}
