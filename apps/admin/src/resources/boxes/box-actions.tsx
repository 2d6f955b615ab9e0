// Put a box on sale or take it off (content, admin); audited by the API.
import type { StaffBoxResponse } from '@lootledger/contracts';
import StorefrontIcon from '@mui/icons-material/Storefront';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { EditButton, ShowButton, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/action-button';
import { useCan } from '../../components/access';
import type { LootledgerDataProvider } from '../../providers/data-provider';

export function BoxActions({ view }: { view: 'show' | 'edit' }) {
  const record = useRecordContext<StaffBoxResponse>();
  const dataProvider = useDataProvider<LootledgerDataProvider>();
  const can = useCan();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {can('edit', 'boxes') &&
        (record.enabled ? (
          <ActionButton
            label="resources.boxes.action.disable"
            description="resources.boxes.message.disable"
            icon={<RemoveShoppingCartIcon />}
            color="warning"
            reason="optional"
            success="resources.boxes.message.disabled"
            onConfirm={(reason) => dataProvider.disableBox(record.id, reason)}
          />
        ) : (
          <ActionButton
            label="resources.boxes.action.enable"
            description="resources.boxes.message.enable"
            icon={<StorefrontIcon />}
            reason="optional"
            success="resources.boxes.message.enabled"
            onConfirm={(reason) => dataProvider.enableBox(record.id, reason)}
          />
        ))}
      {view === 'show' ? <EditButton /> : <ShowButton />}
    </TopToolbar>
  );
}
