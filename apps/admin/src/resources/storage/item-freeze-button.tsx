// A backpack item's freeze, from a player's items (support, admin): freeze one under review, or lift
// the freeze, with a required reason (audited on the server; ItemFrozen / ItemUnfrozen on the
// player's ledger). Only items in the backpack (status 0) or frozen (3) offer it.
import type { MouseEvent } from 'react';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/action-button';
import { useCan } from '../../components/access';
import type { LootledgerDataProvider } from '../../providers/data-provider';

const IN_BACKPACK = 0;
const FROZEN = 3;

export function ItemFreezeButton() {
  const record = useRecordContext<{ id: string; status: number }>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record || !can('edit', 'storage') || (record.status !== IN_BACKPACK && record.status !== FROZEN)) return null;
  // A click in the row must not also open the row.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop} data-testid={`item-freeze-${record.id}`}>
      {record.status === FROZEN ? (
        <ActionButton
          label="resources.storage.action.unfreeze"
          description="resources.storage.message.unfreeze"
          icon={<LockOpenIcon />}
          reason="required"
          success="resources.storage.message.unfrozen"
          onConfirm={(reason) => dataProvider.unfreezeItem(record.id, reason)}
        />
      ) : (
        <ActionButton
          label="resources.storage.action.freeze"
          description="resources.storage.message.freeze"
          icon={<AcUnitIcon />}
          color="error"
          reason="required"
          success="resources.storage.message.frozen"
          onConfirm={(reason) => dataProvider.freezeItem(record.id, reason)}
        />
      )}
    </span>
  );
}
