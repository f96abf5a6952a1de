import { isLotteryFamily } from '@wl/rules/lottery/families';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-class';
import { Money } from '../../../components/money';
import styles from '../lottery.module.css';
import { NumberPad } from './number-pad';
import { OddsText } from './odds-text';
import { randomSelection } from './pad-picks';
import { PlayHelp } from './play-help';
import { groupPlays, usePlayName } from './play-labels';
import { type PlayView, selectionUnits } from './plays';
import { itemAmount, type SlipLine } from './slip-totals';

const emptyRows = (rows: number) => Array.from({ length: rows }, (): string[] => []);
let lineSeq = 0;

/**
 * The play picker, number pad and stake of a bet item (issue 14 "Web"): units and amount follow each pick (rules
 * package `units`, through the bet API), the odds are the server's at the member's series, then the item goes to
 * the slip with them.
 */
export function BetBuilder({
  family,
  plays,
  onAdd,
}: {
  family: string;
  plays: PlayView[];
  onAdd: (line: SlipLine) => void;
}) {
  const { t } = useTranslation();
  const playName = usePlayName();
  const id = useId();
  const [code, setCode] = useState(plays[0]?.rule.code ?? '');
  const play = plays.find((p) => p.rule.code === code) ?? plays[0];
  const [rows, setRows] = useState<string[][]>(() => emptyRows(play?.rule.rows ?? 1));
  const [unitStake, setUnitStake] = useState('2');
  const [multiple, setMultiple] = useState('1');
  if (!play) return null;
  const rule = play.rule;
  const selection = rows.length === rule.rows ? rows : emptyRows(rule.rows);
  const units = selectionUnits(family, rule.code, selection);
  const stake = Number(unitStake);
  const times = Number(multiple);
  const stakeValid = itemAmount(1, stake, 1) > 0;
  const multipleValid = Number.isSafeInteger(times) && times >= 1;
  const amount = stakeValid && multipleValid ? itemAmount(units, stake, times) : 0;

  const choose = (next: string) => {
    setCode(next);
    const nextRule = plays.find((p) => p.rule.code === next)?.rule;
    setRows(emptyRows(nextRule?.rows ?? 1));
  };
  const add = () => {
    if (units === 0 || !stakeValid || !multipleValid) return;
    lineSeq += 1;
    onAdd({
      id: `l${lineSeq}`,
      playCode: rule.code,
      selection,
      units,
      unitStake: stake,
      multiple: times,
      odds: play.odds,
    });
    setRows(emptyRows(rule.rows));
  };

  return (
    <section className={styles.builder} aria-labelledby={`${id}-plays`} data-testid="bet-builder">
      <h2 id={`${id}-plays`} className={styles.sectionTitle}>
        {t('lot_plays')}
      </h2>
      <div className={styles.playGroups}>
        {groupPlays(plays).map(([group, list]) => (
          <fieldset key={group} className={styles.playGroup}>
            <legend>{t(`lot_group_${group}`)}</legend>
            <div className={styles.chips}>
              {list.map((p) => (
                <button
                  key={p.rule.code}
                  type="button"
                  className={styles.chip}
                  aria-pressed={p.rule.code === rule.code}
                  onClick={() => choose(p.rule.code)}
                  data-testid={`play-${p.rule.code}`}
                >
                  {playName(p.rule.code)}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.playHelp}>
        <OddsText odds={play.odds} testId="play-odds" />
        <PlayHelp code={rule.code} />
      </div>
      <NumberPad rule={rule} odds={play.odds} rows={selection} onRows={setRows} />
      <div className={styles.stakeBar}>
        <label className={styles.field}>
          <span>{t('lot_unit_stake')}</span>
          <input
            inputMode="decimal"
            value={unitStake}
            onChange={(e) => setUnitStake(e.target.value)}
            aria-invalid={!stakeValid}
            data-testid="unit-stake"
          />
        </label>
        <label className={styles.field}>
          <span>{t('lot_multiple')}</span>
          <input
            inputMode="numeric"
            value={multiple}
            onChange={(e) => setMultiple(e.target.value)}
            aria-invalid={!multipleValid}
            data-testid="multiple"
          />
        </label>
        <output className={styles.quote} data-testid="pick-quote" aria-live="polite">
          <span>
            {t('lot_units')} <strong data-testid="pick-units">{units}</strong>
          </span>
          <span>
            {t('lot_amount')} <Money amount={amount} testId="pick-amount" />
          </span>
        </output>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => isLotteryFamily(family) && setRows(randomSelection(rule, family))}
          data-testid="random-pick"
        >
          {t('lot_random_pick')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={units === 0 || !stakeValid || !multipleValid}
          onClick={add}
          data-testid="add-to-slip"
        >
          {t('lot_add_to_slip')}
        </button>
      </div>
    </section>
  );
}
