// A player's provably-fair seed pairs: the commitment, and the server seed once rotated out.
import { NumberField, TextField } from 'react-admin';
import { TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';

export function SeedPairGrid() {
  return (
    <ListGrid sortable={['created_at', 'id', 'revealed_at']} data-testid="seed-pairs">
      <TextField source="server_seed_hash" sx={{ wordBreak: 'break-all' }} />
      <TextField source="client_seed" />
      <TextField source="server_seed" emptyText="—" sx={{ wordBreak: 'break-all' }} />
      <NumberField source="nonce" emptyText="—" />
      <TimeField source="created_at" />
      <TimeField source="revealed_at" emptyText="—" />
    </ListGrid>
  );
}
