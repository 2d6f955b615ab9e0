// The site settings: the list (one row) and its edit form. A switch turned off hides the feature on
// the player site and its API calls answer FEATURE_DISABLED; the statistics script loads on the 404
// page only (https; the site's CSP allows its origin while it is set).
import { SITE_FEATURES, type StaffSiteSettingsResponse } from '@lootledger/contracts';
import {
  BooleanInput,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useCan } from '../../components/access';
import { TimeField } from '../../components/fields';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';
import { SaveOnlyToolbar } from '../../components/form-toolbars';

export function SiteSettingsList() {
  const can = useCan();
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false}>
      <ListGrid rowClick={can('edit', 'settings') ? 'edit' : false}>
        <TextField source="customer_service_url" />
        <NumberField source="min_age" />
        <FunctionField<StaffSiteSettingsResponse>
          source="features"
          sortable={false}
          render={(settings) =>
            SITE_FEATURES.map(
              (feature) =>
                `${translate(`resources.settings.features.${feature}`)}: ${translate(
                  settings.features[feature] ? 'resources.settings.on' : 'resources.settings.off',
                )}`,
            ).join(' · ')
          }
        />
        <TextField source="stats_script_url" emptyText="—" />
        <TimeField source="updated_at" emptyText="resources.settings.never" />
      </ListGrid>
    </List>
  );
}

function SwitchesTitle() {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 1 }}>
      {translate('resources.settings.fields.features')}
    </Typography>
  );
}

export function SiteSettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput
          source="customer_service_url"
          validate={[required(), maxLength(500)]}
          helperText="resources.settings.help.customer_service_url"
          fullWidth
        />
        <NumberInput
          source="min_age"
          validate={[required(), minValue(18), maxValue(25)]}
          helperText="resources.settings.help.min_age"
        />
        <SwitchesTitle />
        {SITE_FEATURES.map((feature) => (
          <BooleanInput
            key={feature}
            source={`features.${feature}`}
            label={`resources.settings.features.${feature}`}
            helperText={false}
          />
        ))}
        <Typography variant="body2" color="text.secondary">
          <SwitchHelp />
        </Typography>
        <TextInput
          source="stats_script_url"
          validate={maxLength(500)}
          helperText="resources.settings.help.stats_script_url"
          parse={(value: string) => value}
          fullWidth
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}

function SwitchHelp() {
  const translate = useTranslate();
  return <>{translate('resources.settings.help.features')}</>;
}
