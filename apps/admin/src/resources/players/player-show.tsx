// One player: profile, balance, VIP and inviter; their raw ledger stream, change records, items
// (backpack and bills), orders, seed pairs and manual adjustments, each a tab the role may read; and
// the player's responsible-gaming rules, read only.
import type { StaffPlayerDetailResponse } from '@lootledger/contracts';
import { Alert } from '@mui/material';
import {
  BooleanField,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../components/access';
import { AmountField, TimeField } from '../../components/fields';
import { PlayerEventGrid } from '../player-events/player-event-grid';
import { ChangeRecordGrid } from '../change-records/change-record-grid';
import { StorageGrid } from '../storage/storage-grid';
import { SeedPairGrid } from '../seed-pairs/seed-pair-grid';
import { PlayerBillGrid } from '../bills/player-bill-grid';
import { PlayerOrderGrid } from '../orders/player-order-grid';
import { PlayerAdjustmentGrid } from '../coin-adjustments/player-adjustment-grid';
import { PlayerActions } from './player-actions';
import { PlayerResponsibleGaming } from './player-responsible-gaming';

function FrozenBanner() {
  const record = useRecordContext<StaffPlayerDetailResponse>();
  const translate = useTranslate();
  if (!record?.frozen) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }} data-testid="frozen-banner">
      {translate('resources.players.message.frozen_banner', { reason: record.frozen_reason ?? '' })}
    </Alert>
  );
}

function PlayerTitle() {
  const record = useRecordContext<StaffPlayerDetailResponse>();
  return <>{record ? `${record.name}${record.mobile ? ` (${record.mobile})` : ''}` : ''}</>;
}

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />;

export default function PlayerShow() {
  const can = useCan();
  const tabs = [
    can('list', 'player-events') && (
      <TabbedShowLayout.Tab key="ledger" label="resources.players.tabs.ledger" path="ledger">
        <ReferenceManyField
          reference="player-events"
          target="player_id"
          label={false}
          sort={{ field: 'version', order: 'DESC' }}
          pagination={pagination}
        >
          <PlayerEventGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'change-records') && (
      <TabbedShowLayout.Tab key="change-records" label="resources.players.tabs.change_records" path="change-records">
        <ReferenceManyField
          reference="change-records"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <ChangeRecordGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'storage') && (
      <TabbedShowLayout.Tab key="storage" label="resources.players.tabs.backpack" path="storage">
        <ReferenceManyField
          reference="storage"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <StorageGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'bills') && (
      <TabbedShowLayout.Tab key="bills" label="resources.players.tabs.bills" path="bills">
        <ReferenceManyField
          reference="bills"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <PlayerBillGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'orders') && (
      <TabbedShowLayout.Tab key="orders" label="resources.players.tabs.orders" path="orders">
        <ReferenceManyField
          reference="orders"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <PlayerOrderGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'seed-pairs') && (
      <TabbedShowLayout.Tab key="seed-pairs" label="resources.players.tabs.seeds" path="seed-pairs">
        <ReferenceManyField
          reference="seed-pairs"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <SeedPairGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    can('list', 'coin-adjustments') && (
      <TabbedShowLayout.Tab key="adjustments" label="resources.players.tabs.adjustments" path="adjustments">
        <ReferenceManyField
          reference="coin-adjustments"
          target="player_id"
          label={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          pagination={pagination}
        >
          <PlayerAdjustmentGrid />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>
    ),
    <TabbedShowLayout.Tab
      key="responsible-gaming"
      label="resources.players.tabs.responsible_gaming"
      path="responsible-gaming"
    >
      <PlayerResponsibleGaming />
    </TabbedShowLayout.Tab>,
  ].filter(Boolean);

  return (
    <Show actions={<PlayerActions />} title={<PlayerTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.players.tabs.profile">
          <FrozenBanner />
          <TextField source="id" />
          <TextField source="name" />
          <TextField source="mobile" emptyText="—" />
          <TextField source="area_code" />
          <AmountField source="bean" />
          <NumberField source="vip_level" />
          <AmountField source="total_recharge" />
          <NumberField source="paid_recharges" />
          <TextField source="invite_code" />
          <ReferenceField source="inviter_id" reference="players" link="show" emptyText="—">
            <TextField source="name" />
          </ReferenceField>
          <TextField source="steam_url" emptyText="—" />
          <TextField source="lang" />
          <BooleanField source="frozen" />
          <TextField source="frozen_reason" emptyText="—" />
          <TextField source="frozen_by" emptyText="—" />
          <TimeField source="frozen_at" emptyText="—" />
          <TimeField source="created_at" />
          <TimeField source="last_sign_in_at" emptyText="resources.players.fields.never_signed_in" />
        </TabbedShowLayout.Tab>
        {tabs}
      </TabbedShowLayout>
    </Show>
  );
}
