// One adjustment with its four-eyes trail; a pending one can be approved (by anyone but its
// requester) or rejected with a reason.
import type { CoinAdjustmentResponse } from '@lootledger/contracts';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert } from '@mui/material';
import {
  BooleanField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ActionButton } from '../../components/action-button';
import { useCan } from '../../components/access';
import { AmountField, TimeField } from '../../components/fields';
import type { LootledgerDataProvider } from '../../providers/data-provider';
import { AdjustmentStatusField, DirectionField } from './adjustment-fields';

function DecideActions() {
  const record = useRecordContext<CoinAdjustmentResponse>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const { identity } = useGetIdentity();
  const can = useCan();
  if (!record || record.status !== 'pending' || !can('edit', 'coin-adjustments')) return <TopToolbar />;
  const ownRequest = identity?.id !== undefined && String(identity.id) === record.requested_by;
  return (
    <TopToolbar>
      <ActionButton
        label="resources.coin-adjustments.action.approve"
        description="resources.coin-adjustments.message.approve"
        icon={<CheckIcon />}
        reason="optional"
        color="success"
        disabled={ownRequest}
        success="resources.coin-adjustments.message.approved"
        onConfirm={(reason) => dataProvider.approveAdjustment(record.id, reason)}
      />
      <ActionButton
        label="resources.coin-adjustments.action.reject"
        description="resources.coin-adjustments.message.reject"
        icon={<CloseIcon />}
        reason="required"
        color="error"
        success="resources.coin-adjustments.message.rejected"
        onConfirm={(reason) => dataProvider.rejectAdjustment(record.id, reason)}
      />
    </TopToolbar>
  );
}

function OwnRequestNotice() {
  const record = useRecordContext<CoinAdjustmentResponse>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  if (record?.status !== 'pending' || String(identity?.id) !== record.requested_by) return null;
  return <Alert severity="info">{translate('resources.coin-adjustments.message.own_request')}</Alert>;
}

export default function AdjustmentShow() {
  return (
    <Show actions={<DecideActions />}>
      <SimpleShowLayout>
        <OwnRequestNotice />
        <TextField source="id" />
        <ReferenceField source="player_id" reference="players" link="show" />
        <DirectionField source="direction" />
        <AmountField source="amount" />
        <TextField source="reason" />
        <AdjustmentStatusField source="status" />
        <BooleanField source="approval_required" />
        <AmountField source="threshold" />
        <TextField source="requested_by_email" />
        <TimeField source="created_at" />
        <TextField source="approved_by_email" emptyText="—" />
        <TextField source="approval_note" emptyText="—" />
        <TextField source="rejected_by_email" emptyText="—" />
        <TextField source="rejection_reason" emptyText="—" />
        <TimeField source="decided_at" emptyText="—" />
        <TimeField source="applied_at" emptyText="—" />
        <AmountField source="balance_after" />
        <TextField source="failure" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
