// Edit-form toolbars: save only (the resource cannot be deleted), or save and a confirmed delete.
import { DeleteWithConfirmButton, SaveButton, Toolbar } from 'react-admin';

export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function SaveDeleteToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton />
    </Toolbar>
  );
}
