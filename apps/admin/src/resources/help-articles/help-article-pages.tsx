// Help articles in both languages (the help centre; the user agreement is 2, the privacy terms 3):
// list, show, create, edit, delete (never 2 or 3).
import type { StaffHelpArticleResponse } from '@lootledger/contracts';
import { Alert } from '@mui/material';
import {
  BooleanField,
  Create,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  TabbedForm,
  TabbedShowLayout,
  TextField,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../../components/access';
import { isInteger } from '../../components/amounts';
import { TimeField, useLang } from '../../components/fields';
import { SaveDeleteToolbar, SaveOnlyToolbar } from '../../components/form-toolbars';
import { ListGrid } from '../../components/list-grid';
import { ReasonInput } from '../../components/reason-input';

const CATEGORIES = ['guide', 'legal', 'fairness', 'payments'].map((id) => ({
  id,
  name: `resources.help-articles.category.${id}`,
}));

export function HelpArticleList() {
  const translate = useTranslate();
  const can = useCan();
  const lang = useLang();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.help-articles.fields.q')} />,
    <SelectInput key="category" source="category" choices={CATEGORIES} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'sort_order', order: 'ASC' }}>
      <ListGrid
        rowClick={can('edit', 'help-articles') ? 'edit' : 'show'}
        sortable={['id', 'sort_order', 'category', 'updated_at']}
      >
        <TextField source="id" />
        <TextField source={lang === 'zh' ? 'title_zh' : 'title_en'} />
        <SelectField source="category" choices={CATEGORIES} />
        <NumberField source="sort_order" />
        <BooleanField source="protected" />
        <TimeField source="updated_at" />
      </ListGrid>
    </List>
  );
}

export function HelpArticleShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.help-articles.tabs.zh">
          <TextField source="title_zh" />
          <TextField source="body_zh" sx={{ whiteSpace: 'pre-wrap' }} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.help-articles.tabs.en" path="en">
          <TextField source="title_en" />
          <TextField source="body_en" sx={{ whiteSpace: 'pre-wrap' }} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.help-articles.tabs.settings" path="settings">
          <TextField source="id" />
          <SelectField source="category" choices={CATEGORIES} />
          <NumberField source="sort_order" />
          <BooleanField source="protected" />
          <TimeField source="updated_at" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

function articleTabs(isCreate = false) {
  return [
    <TabbedForm.Tab key="zh" label="resources.help-articles.tabs.zh">
      <TextInput source="title_zh" validate={required()} fullWidth />
      <TextInput
        source="body_zh"
        validate={required()}
        multiline
        minRows={8}
        fullWidth
        helperText="resources.help-articles.message.body_help"
      />
    </TabbedForm.Tab>,
    <TabbedForm.Tab key="en" label="resources.help-articles.tabs.en" path="en">
      <TextInput source="title_en" validate={required()} fullWidth />
      <TextInput
        source="body_en"
        validate={required()}
        multiline
        minRows={8}
        fullWidth
        helperText="resources.help-articles.message.body_help"
      />
    </TabbedForm.Tab>,
    <TabbedForm.Tab key="settings" label="resources.help-articles.tabs.settings" path="settings">
      {isCreate ? <NumberInput source="id" validate={isInteger(1)} /> : <TextInput source="id" disabled />}
      <SelectInput source="category" choices={CATEGORIES} validate={required()} />
      <NumberInput source="sort_order" validate={isInteger(0)} />
      <ReasonInput />
    </TabbedForm.Tab>,
  ];
}

function ProtectedNotice() {
  const record = useRecordContext<StaffHelpArticleResponse>();
  const translate = useTranslate();
  return record?.protected ? (
    <Alert severity="info" sx={{ mb: 1 }}>
      {translate('resources.help-articles.message.protected')}
    </Alert>
  ) : null;
}

function EditToolbar() {
  const record = useRecordContext<StaffHelpArticleResponse>();
  return record?.protected ? <SaveOnlyToolbar /> : <SaveDeleteToolbar />;
}

export function HelpArticleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" aside={<ProtectedNotice />}>
      <TabbedForm toolbar={<EditToolbar />}>{articleTabs()}</TabbedForm>
    </Edit>
  );
}

export function HelpArticleCreate() {
  return (
    <Create redirect="list">
      <TabbedForm defaultValues={{ category: 'guide', sort_order: 0 }}>{articleTabs(true)}</TabbedForm>
    </Create>
  );
}
