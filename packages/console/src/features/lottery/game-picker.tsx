import { useTranslation } from 'react-i18next';
import type { LotteryGame } from './lottery-games-page';

/** The game a lottery desk page shows: a select of the brand's games (the address keeps the choice). */
export function GamePicker(props: {
  games: readonly LotteryGame[];
  value: string;
  onChange: (gameCode: string) => void;
  allowAll?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">{t('lottery_game')}</span>
      <select className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.allowAll && <option value="">{t('lottery_all_games')}</option>}
        {props.games.map((g) => (
          <option key={g.gameCode} value={g.gameCode}>
            {g.gameCode} · {g.name}
          </option>
        ))}
      </select>
    </label>
  );
}
