// What staff do to a player from their page: fix the profile, freeze or unfreeze the account (support,
// admin) and
// open a manual coin adjustment for them (finance, admin).
import type { StaffPlayerDetailResponse } from '@lootledger/contracts';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PaidIcon from '@mui/icons-material/Paid';
import { CreateButton, EditButton, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/action-button';
import { useCan } from '../../components/access';
import type { LootledgerDataProvider } from '../../providers/data-provider';

export function PlayerActions() {
  const record = useRecordContext<StaffPlayerDetailResponse>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {can('edit', 'players') && <EditButton label="resources.players.action.edit" />}
      {can('edit', 'players') &&
        (record.frozen ? (
          <ActionButton
            label="resources.players.action.unfreeze"
            description="resources.players.message.unfreeze"
            icon={<LockOpenIcon />}
            reason="required"
            success="resources.players.message.unfrozen"
            onConfirm={(reason) => dataProvider.unfreezePlayer(record.id, reason)}
          />
        ) : (
          <ActionButton
            label="resources.players.action.freeze"
            description="resources.players.message.freeze"
            icon={<AcUnitIcon />}
            color="error"
            reason="required"
            success="resources.players.message.frozen"
            onConfirm={(reason) => dataProvider.freezePlayer(record.id, reason)}
          />
        ))}
      <CreateButton
        resource="coin-adjustments"
        label="resources.players.action.adjust"
        icon={<PaidIcon />}
        state={{ record: { player_id: record.id, direction: 'credit' } }}
      />
    </TopToolbar>
  );
}
