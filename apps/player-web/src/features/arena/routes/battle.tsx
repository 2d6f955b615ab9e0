// /active/mysterybox/:id : a battle's battleground — join, watch, replay (spectators welcome). It
// follows the arena channel, and while the battle is open it also polls (anonymous spectators get
// no pushes).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { getToken } from '@/lib/session';
import { battleQueryOptions } from '../api/battles';
import { useArenaChannel } from '../arena-channel';
import { Battleground } from '../components/battleground';
import { arenaPaths } from '../paths';
import '../arena.css';

export function BattleRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('arena');
  useArenaChannel();
  const battle = useQuery({
    ...battleQueryOptions(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 0 || status === 1 ? (getToken() ? 10_000 : 3_000) : false;
    },
  });
  if (battle.isPending) return <Spinner />;
  if (!battle.data) {
    return (
      <EmptyState>
        {t('ground.notFound')} <Link to={arenaPaths.arena.getHref()}>{t('ground.back')}</Link>
      </EmptyState>
    );
  }
  return <Battleground battle={battle.data} />;
}
