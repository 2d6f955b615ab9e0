// What staff do with a delivery bill (support, admin): approve one held for approval, retry an open
// one now, or reject one no offer was sent for, which refunds the item to the backpack.
import type { StaffBillResponse } from '@lootledger/contracts';
import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import { TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/action-button';
import { useCan } from '../../components/access';
import type { LootledgerDataProvider } from '../../providers/data-provider';

export function BillActions() {
  const record = useRecordContext<StaffBillResponse>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record || record.done || !can('edit', 'bills')) return <TopToolbar />;
  return (
    <TopToolbar>
      {record.awaiting_approval && (
        <ActionButton
          label="resources.bills.action.approve"
          description="resources.bills.message.approve"
          icon={<CheckIcon />}
          color="success"
          reason="optional"
          success="resources.bills.message.approved"
          onConfirm={(reason) => dataProvider.approveBill(record.id, reason)}
        />
      )}
      {!record.awaiting_approval && (
        <ActionButton
          label="resources.bills.action.retry"
          description="resources.bills.message.retry"
          icon={<ReplayIcon />}
          reason="optional"
          success="resources.bills.message.retried"
          onConfirm={(reason) => dataProvider.retryBill(record.id, reason)}
        />
      )}
      {record.status === 4 && (
        <ActionButton
          label="resources.bills.action.reject"
          description="resources.bills.message.reject"
          icon={<UndoIcon />}
          color="error"
          reason="required"
          success="resources.bills.message.rejected"
          onConfirm={(reason) => dataProvider.rejectBill(record.id, reason)}
        />
      )}
    </TopToolbar>
  );
}
