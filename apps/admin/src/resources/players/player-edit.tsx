// Player care fixes a profile (PUT /admin/api/players/{id}): a new nickname, the avatar removed, the
// trade URL removed, the language — with a required reason, kept in the audit log. Money, the mobile
// and invite codes are not here (coin adjustments have their own, approved path).
import type { StaffPlayerDetailResponse } from '@lootledger/contracts';
import {
  BooleanInput,
  Edit,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/form-toolbars';

const LANGUAGES = [
  { id: 'zh', name: '中文' },
  { id: 'en', name: 'English' },
];

/** Only what the endpoint takes: the form's record holds the whole player. */
export function profileChangeOf(data: RaRecord): Record<string, unknown> {
  return {
    name: typeof data.name === 'string' ? data.name.trim() : undefined,
    lang: data.lang,
    reset_avatar: data.reset_avatar === true || undefined,
    clear_steam_url: data.clear_steam_url === true || undefined,
    reason: typeof data.reason === 'string' ? data.reason.trim() : data.reason,
  };
}

function PlayerEditTitle() {
  const record = useRecordContext<StaffPlayerDetailResponse>();
  return <>{record ? record.name : ''}</>;
}

function CurrentProfileHints() {
  const record = useRecordContext<StaffPlayerDetailResponse>();
  if (!record) return null;
  return (
    <>
      <BooleanInput
        source="reset_avatar"
        disabled={!record.avatar}
        helperText={record.avatar ? 'resources.players.help.reset_avatar' : 'resources.players.help.no_avatar'}
      />
      <BooleanInput
        source="clear_steam_url"
        disabled={!record.steam_url}
        helperText={record.steam_url ? 'resources.players.help.clear_steam_url' : 'resources.players.help.no_steam_url'}
      />
    </>
  );
}

export default function PlayerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={profileChangeOf} title={<PlayerEditTitle />}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="name" validate={[required(), maxLength(20)]} helperText="resources.players.help.name" />
        <SelectInput source="lang" choices={LANGUAGES} validate={required()} />
        <CurrentProfileHints />
        <TextInput
          source="reason"
          label="app.field.reason"
          helperText="resources.players.help.reason"
          validate={[required(), maxLength(500)]}
          multiline
          fullWidth
        />
      </SimpleForm>
    </Edit>
  );
}
