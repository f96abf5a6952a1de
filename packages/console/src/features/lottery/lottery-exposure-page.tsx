import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskTable } from '../../components/desk-table';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { useAddressParams } from '../../lib/address-params';
import { formatAmount } from '../../lib/format';
import { useBrand } from '../../lib/use-session';
import { GamePicker } from './game-picker';
import { useLotteryExposure, useLotteryGames, useLotteryNumeros } from './use-lottery';

/**
 * The exposure of a numero still taking bets (issue 14 "Console": "stake and worst-case payout by selection"): its
 * open bets by play and selection, the largest worst-case payout first. Without a numero in the address, the game's
 * open numero.
 */
export function LotteryExposurePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const brand = useBrand();
  const { params, setParam, setParams } = useAddressParams();
  const games = useLotteryGames(brand);
  const gameList = games.data?.games ?? [];
  const game = gameList.find((g) => g.gameCode === params.get('game')) ?? gameList[0];
  const asked = params.get('numero') ?? '';
  const open = useLotteryNumeros(
    brand && game && !asked ? { brand, game: game.gameCode, state: 'open', pageNo: 1, pageSize: 1 } : null,
  );
  const numero = asked || open.data?.content[0]?.numero || '';
  const [typed, setTyped] = useState(asked);
  const exposure = useLotteryExposure(brand && game && numero ? { brand, game: game.gameCode, numero } : null);
  const data = exposure.data;
  return (
    <>
      <PageHeader title={t('nav_lottery_exposure')} />
      <form
        className="filters"
        aria-label={t('lottery_filters')}
        onSubmit={(e) => {
          e.preventDefault();
          setParam('numero', typed.trim());
        }}
      >
        <GamePicker
          games={gameList}
          value={game?.gameCode ?? ''}
          onChange={(code) => {
            setTyped('');
            setParams(new URLSearchParams({ game: code }));
          }}
        />
        <label className="field">
          <span className="field__label">{t('lottery_numero')}</span>
          <input
            className="input"
            name="numero"
            value={typed}
            placeholder={numero}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <div className="filters__actions">
          <button type="submit" className="button">
            {t('search')}
          </button>
        </div>
      </form>
      {!brand && <p className="notice">{t('choose_brand_first')}</p>}
      <ErrorNotice error={games.error ?? open.error ?? exposure.error} />
      {brand && game && !numero && open.data && <p className="notice">{t('lottery_no_open_numero')}</p>}
      {data && (
        <>
          <p>
            {t('lottery_exposure_summary', {
              numero: data.numero.numero,
              state: t(`lottery_state_${data.numero.state}`),
              bets: data.bets,
              stake: formatAmount(data.stake, locale),
              payout: formatAmount(data.worstPayout, locale),
            })}
          </p>
          <p className="muted">{t('lottery_exposure_hint')}</p>
          <DeskTable
            columns={[
              { label: t('lottery_play') },
              { label: t('lottery_selection') },
              { label: t('lottery_bets'), num: true },
              { label: t('lottery_stake'), num: true },
              { label: t('lottery_worst_payout'), num: true },
            ]}
            rows={data.lines}
            empty={t('lottery_no_open_bets')}
          >
            {(line) => (
              <tr key={`${line.playCode}:${JSON.stringify(line.selection)}`}>
                <td className="mono">{line.playCode}</td>
                <td className="mono wrap">{line.selection.map((row) => row.join(' ')).join(' | ')}</td>
                <td className="num">{line.bets}</td>
                <td className="num">{formatAmount(line.stake, locale)}</td>
                <td className="num">{formatAmount(line.worstPayout, locale)}</td>
              </tr>
            )}
          </DeskTable>
        </>
      )}
    </>
  );
}
