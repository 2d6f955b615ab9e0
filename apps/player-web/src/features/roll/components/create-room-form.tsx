// /active/CreateRoom/creat : creating a ROLL room — name, description, optional password, the reload
// amount (recharge needed to join: not empty nor below 0) and the days it counts over, maximum participants, end time, the
// subordinates-only flag, and at least 3 distinct backpack items as prizes (they leave the backpack).
// Created, it opens the room.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CoinAmount } from '@/components/ui/coin-amount';
import { CheckboxField } from '@/components/ui/form/choices';
import { NumberInput, TextArea, TextInput } from '@/components/ui/form/inputs';
import { Spinner } from '@/components/ui/spinner';
import { rollPaths } from '../paths';
import { assetUrl } from '@/lib/asset-url';
import { useBackpackItems, useCreateRoom } from '../api/rooms';

const RELOAD_AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** A datetime-local value (local time, minutes) an hour from now. */
function inAnHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** "12" or "12.5" as the API's two-decimal amount. */
function twoDecimals(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

type FormError = 'name' | 'minRecharge' | 'rechargeDays' | 'endTime' | 'prizes';

export function CreateRoomForm() {
  const { t } = useTranslation('roll');
  const navigate = useNavigate();
  const backpack = useBackpackItems();
  const create = useCreateRoom();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [password, setPassword] = useState('');
  const [minRecharge, setMinRecharge] = useState('0');
  const [rechargeDays, setRechargeDays] = useState('30');
  const [maxParticipants, setMaxParticipants] = useState('0');
  const [endTime, setEndTime] = useState(inAnHour);
  const [subordinatesOnly, setSubordinatesOnly] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormError[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  if (backpack.isPending) return <Spinner />;
  const items = backpack.data?.data ?? [];

  const toggle = (id: string) => setPicked(picked.includes(id) ? picked.filter((p) => p !== id) : [...picked, id]);

  const validate = (): FormError[] => {
    const found: FormError[] = [];
    if (name.trim() === '') found.push('name');
    if (!RELOAD_AMOUNT.test(minRecharge.trim())) found.push('minRecharge');
    const days = Number(rechargeDays);
    if (!/^\d+$/.test(rechargeDays.trim()) || days < 1 || days > 365) found.push('rechargeDays');
    const end = new Date(endTime);
    if (Number.isNaN(end.getTime()) || end.getTime() <= Date.now()) found.push('endTime');
    if (new Set(picked).size < 3) found.push('prizes');
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (found.length > 0) return;
    try {
      const room = await create.mutateAsync({
        name: name.trim(),
        description: description.trim() || undefined,
        password: password || undefined,
        min_recharge: twoDecimals(minRecharge.trim()),
        recharge_days: Number(rechargeDays),
        max_participants: Number(maxParticipants) || 0,
        end_time: new Date(endTime).toISOString(),
        subordinates_only: subordinatesOnly,
        storage_ids: [...new Set(picked)],
      });
      void navigate(rollPaths.rollRoom.getHref({ id: room.id }));
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const fieldError = (key: FormError) => (errors.includes(key) ? t(`createPage.errors.${key}`) : undefined);

  return (
    <form
      className="create-room panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 className="page-title">{t('createPage.title')}</h1>
      <div className="create-room__fields">
        <TextInput
          label={t('createPage.name')}
          value={name}
          maxLength={50}
          onChange={setName}
          error={fieldError('name')}
          className="create-room__wide"
        />
        <TextArea
          label={t('createPage.description')}
          value={description}
          maxLength={500}
          onChange={setDescription}
          className="create-room__wide"
        />
        <TextInput label={t('createPage.password')} value={password} maxLength={32} onChange={setPassword} />
        <NumberInput
          decimals
          label={t('createPage.minRecharge')}
          value={minRecharge}
          onChange={setMinRecharge}
          error={fieldError('minRecharge')}
        />
        <NumberInput
          label={t('createPage.rechargeDays')}
          value={rechargeDays}
          onChange={setRechargeDays}
          error={fieldError('rechargeDays')}
        />
        <NumberInput label={t('createPage.maxParticipants')} value={maxParticipants} onChange={setMaxParticipants} />
        <TextInput
          type="datetime-local"
          label={t('createPage.endTime')}
          value={endTime}
          onChange={setEndTime}
          error={fieldError('endTime')}
        />
      </div>
      <CheckboxField checked={subordinatesOnly} onChange={setSubordinatesOnly}>
        {t('createPage.subordinatesOnly')}
      </CheckboxField>
      <fieldset className="form-section create-room__prizes">
        <legend>{t('createPage.pick')}</legend>
        <p className="muted">{t('createPage.picked', { count: picked.length })}</p>
        {errors.includes('prizes') && (
          <span className="form-field__error" role="alert">
            {fieldError('prizes')}
          </span>
        )}
        {items.length === 0 ? (
          <p className="muted">{t('createPage.emptyBackpack')}</p>
        ) : (
          <ul className="roll-room__prizes">
            {items.map((item) => (
              <li key={item.id}>
                <label
                  className={`roll-prize roll-prize--pick${picked.includes(item.id) ? ' roll-prize--picked' : ''}`}
                >
                  <input
                    type="checkbox"
                    className="form-check__input roll-prize__check"
                    checked={picked.includes(item.id)}
                    onChange={() => toggle(item.id)}
                    data-testid="pick-prize"
                  />
                  <img src={assetUrl(item.cover)} alt="" />
                  <span className="roll-prize__name">{item.name}</span>
                  <CoinAmount value={item.bean} />
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {serverError && (
        <p className="form-field__error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="button button--primary create-room__submit" disabled={create.isPending}>
        {t('createPage.submit')}
      </button>
    </form>
  );
}
