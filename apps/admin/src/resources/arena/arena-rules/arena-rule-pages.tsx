// The arena's reward tables: list, create, edit (and delete from the edit page). Every change is
// audited with its reason.
import { Create, Edit, List, NumberField, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { useCan } from '../../../components/access';
import { isAmount, isInteger, isPercent } from '../../../components/amounts';
import { AmountField } from '../../../components/fields';
import { SaveDeleteToolbar } from '../../../components/form-toolbars';
import { ListGrid } from '../../../components/list-grid';
import { ReasonInput } from '../../../components/reason-input';

export function RankingRewardList() {
  const can = useCan();
  return (
    <List sort={{ field: 'rank_from', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'arena-ranking-rewards') ? 'edit' : false} sortable={['rank_from']}>
        <NumberField source="rank_from" />
        <NumberField source="rank_to" />
        <AmountField source="amount" />
      </ListGrid>
    </List>
  );
}

function RewardInputs() {
  return (
    <>
      <NumberInput source="rank_to" validate={[required(), isInteger(1, 1000)]} />
      <TextInput
        source="amount"
        validate={[required(), isAmount]}
        helperText="resources.arena-ranking-rewards.help.amount"
      />
      <ReasonInput />
    </>
  );
}

export function RankingRewardEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <NumberField source="rank_from" />
        <RewardInputs />
      </SimpleForm>
    </Edit>
  );
}

export function RankingRewardCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <NumberInput source="rank_from" validate={[required(), isInteger(1, 1000)]} />
        <RewardInputs />
      </SimpleForm>
    </Create>
  );
}

export function RebateTierList() {
  const can = useCan();
  return (
    <List sort={{ field: 'min_loss', order: 'ASC' }} perPage={50}>
      <ListGrid rowClick={can('edit', 'arena-rebate-tiers') ? 'edit' : false} sortable={['min_loss']}>
        <AmountField source="min_loss" />
        <AmountField source="rate" />
      </ListGrid>
    </List>
  );
}

export function RebateTierEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <AmountField source="min_loss" />
        <TextInput
          source="rate"
          validate={[required(), isPercent]}
          helperText="resources.arena-rebate-tiers.help.rate"
        />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}

export function RebateTierCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput
          source="min_loss"
          validate={[required(), isAmount]}
          helperText="resources.arena-rebate-tiers.help.min_loss"
        />
        <TextInput
          source="rate"
          validate={[required(), isPercent]}
          helperText="resources.arena-rebate-tiers.help.rate"
        />
        <ReasonInput />
      </SimpleForm>
    </Create>
  );
}
