import type { LotteryMenuGame } from '@wl/contract/routes/lottery';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../lib/format';
import { usePastNumeros } from '../api/opened-numeros';
import styles from '../lottery.module.css';
import { cellShade, hotCold, trendOf } from './trend';

/** Draws the trend reads: the last 50. */
const TREND_DRAWS = 50;
const CELL = 26;
const LABEL = 44;

/**
 * The trend chart (issue 14 "Web"): a heat map of how often each value came at each position in the last draws
 * (SVG, darker is more often), with each position's hot value (most often) and cold value (longest missing).
 */
export function TrendChart({ game }: { game: LotteryMenuGame }) {
  const { t } = useTranslation();
  const history = usePastNumeros(game.gameCode, 1, TREND_DRAWS);
  if (history.isPending) return <p className={styles.muted}>{t('app_loading')}</p>;
  const draws = (history.data?.content ?? []).flatMap((n) => (n.result ? [n.result] : []));
  if (draws.length === 0) return <p className={styles.muted}>{t('lot_no_history')}</p>;
  const trend = trendOf(game.family, draws);
  const max = Math.max(1, ...trend.counts.flat());
  const width = LABEL + trend.values.length * CELL;
  const height = CELL + trend.positions.length * CELL;
  // Many values (LHC's 49) wrap into rows of 10 columns, so the chart fits a phone.
  const wrap = trend.values.length > 12 ? 10 : trend.values.length;
  const lines = Math.ceil(trend.values.length / wrap);
  const wrapped = trend.positions.length === 1 && lines > 1;
  const w = wrapped ? LABEL + wrap * CELL : width;
  const h = wrapped ? lines * CELL * 2 : height;
  const cells = trend.positions.flatMap((_, p) =>
    trend.values.map((value, v) => {
      const count = trend.counts[p]?.[v] ?? 0;
      const x = wrapped ? LABEL + (v % wrap) * CELL : LABEL + v * CELL;
      const y = wrapped ? Math.floor(v / wrap) * CELL * 2 + CELL : CELL + p * CELL;
      return { key: `${p}-${value}`, x, y, count, value, p, shade: cellShade(count, max) };
    }),
  );
  return (
    <div className={styles.trend} data-testid="trend-chart">
      <p className={styles.muted}>{t('lot_trend_intro', { n: trend.draws })}</p>
      <div className={styles.trendScroll} dir="ltr">
        <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={t('lot_tab_trend')}>
          {wrapped
            ? null
            : trend.values.map((value, v) => (
                <text key={value} x={LABEL + v * CELL + CELL / 2} y={CELL * 0.7} className={styles.trendHead}>
                  {value}
                </text>
              ))}
          {wrapped
            ? null
            : trend.positions.map((pos, p) => (
                <text key={pos.n} x={4} y={CELL + p * CELL + CELL * 0.68} className={styles.trendLabel}>
                  {isolateLtr(`#${pos.n}`)}
                </text>
              ))}
          {cells.map((cell) => (
            <g key={cell.key}>
              {wrapped ? (
                <text x={cell.x + CELL / 2} y={cell.y - 6} className={styles.trendHead}>
                  {cell.value}
                </text>
              ) : null}
              <rect
                x={cell.x + 1}
                y={cell.y + 1}
                width={CELL - 2}
                height={CELL - 2}
                rx={4}
                className={styles.trendCell}
                style={{ fillOpacity: cell.shade.opacity }}
              >
                <title>{`${cell.value}: ${cell.count}`}</title>
              </rect>
              <text
                x={cell.x + CELL / 2}
                y={cell.y + CELL * 0.68}
                className={cell.shade.onGold ? `${styles.trendCount} ${styles.trendCountOnGold}` : styles.trendCount}
              >
                {cell.count}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <ul className={styles.hotCold} data-testid="hot-cold">
        {trend.positions.map((pos, p) => {
          const hc = hotCold(trend, p);
          if (!hc) return null;
          return (
            <li key={pos.n}>
              <span>{t(pos.key, { n: pos.n })}</span>{' '}
              <span className={styles.hot}>{t('lot_hot', { value: hc.hot })}</span>{' '}
              <span className={styles.cold}>{t('lot_cold', { value: hc.cold })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
