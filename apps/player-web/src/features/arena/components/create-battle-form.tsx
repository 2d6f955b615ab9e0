// Creating a battle: boxes picked from the arena's box list (a box may repeat, up to 6, one per
// round), the number of players, the mode (team needs 4), robots allowed; the entry is the sum of
// the boxes' prices. Created, it opens the battleground.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BATTLE_MAX_BOXES, BATTLE_MODES, formatAmount, parseAmount, type BattleMode } from '@lootledger/contracts';
import { CoinAmount } from '@/components/ui/coin-amount';
import { CheckboxField, RadioGroup } from '@/components/ui/form/choices';
import { Spinner } from '@/components/ui/spinner';
import { arenaPaths } from '../paths';
import { assetUrl } from '@/lib/asset-url';
import { useArenaBoxes, useCreateBattle } from '../api/battles';

export function CreateBattleForm() {
  const { t } = useTranslation('arena');
  const navigate = useNavigate();
  const boxes = useArenaBoxes();
  const create = useCreateBattle();
  const [chosen, setChosen] = useState<string[]>([]);
  const [seats, setSeats] = useState(2);
  const [mode, setMode] = useState<BattleMode>('classic');
  const [robots, setRobots] = useState(true);
  if (boxes.isPending) return <Spinner />;
  const byId = new Map((boxes.data ?? []).map((box) => [box.id, box]));
  const total = chosen.reduce((sum, id) => sum + (parseAmount(byId.get(id)?.price ?? '0') ?? 0n), 0n);
  const pickMode = (next: BattleMode) => {
    setMode(next);
    if (next === 'team') setSeats(4);
  };
  const submit = async () => {
    const battle = await create.mutateAsync({ boxes: chosen, seats, mode, robots });
    void navigate(arenaPaths.battle.getHref({ id: battle.id }));
  };
  return (
    <form
      className="create-battle panel"
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <h1 className="page-title">{t('createPage.title')}</h1>
      <fieldset className="form-section create-battle__boxes">
        <legend>{t('createPage.pick')}</legend>
        <ul className="box-picker">
          {(boxes.data ?? []).map((box) => (
            <li key={box.id}>
              <button
                type="button"
                className="box-picker__box"
                disabled={chosen.length >= BATTLE_MAX_BOXES}
                onClick={() => setChosen([...chosen, box.id])}
                data-testid="pick-box"
              >
                <img src={assetUrl(box.cover)} alt="" />
                <span className="box-picker__name">{box.name}</span>
                <CoinAmount value={box.price} />
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <section className="create-battle__rounds">
        <h2>{t('createPage.chosen', { count: chosen.length })}</h2>
        {chosen.length === 0 ? (
          <p className="muted">{t('createPage.none')}</p>
        ) : (
          <ol className="round-list">
            {chosen.map((id, index) => (
              <li key={`${id}-${index}`}>
                <img src={assetUrl(byId.get(id)?.cover ?? '')} alt="" />
                <span>{byId.get(id)?.name}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setChosen(chosen.filter((_, at) => at !== index))}
                >
                  {t('createPage.remove')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="create-battle__options">
        <RadioGroup
          legend={t('createPage.seats')}
          name="seats"
          value={seats}
          options={[2, 3, 4].map((count) => ({ value: count, label: count, disabled: mode === 'team' && count !== 4 }))}
          onChange={setSeats}
        />
        <RadioGroup
          legend={t('createPage.mode')}
          name="mode"
          value={mode}
          options={BATTLE_MODES.map((value) => ({ value, label: t(`mode.${value}`), title: t(`modeHint.${value}`) }))}
          onChange={pickMode}
          hint={t(`modeHint.${mode}`)}
        />
        <CheckboxField checked={robots} onChange={setRobots} className="create-battle__robots">
          {t('createPage.robots')}
        </CheckboxField>
      </div>
      <p className="create-battle__total">
        {t('createPage.total')} <CoinAmount value={formatAmount(total)} />
      </p>
      <button type="submit" className="button button--primary" disabled={chosen.length === 0 || create.isPending}>
        {t('createPage.submit')} {formatAmount(total)}
      </button>
    </form>
  );
}
