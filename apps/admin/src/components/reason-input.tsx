// The optional "why" of a change, sent with the record and kept in the audit log.
import { TextInput } from 'react-admin';

export function ReasonInput() {
  return (
    <TextInput
      source="reason"
      label="app.field.reason_optional"
      helperText="app.help.reason_audit"
      multiline
      fullWidth
    />
  );
}
