import { useTranslation } from 'react-i18next';
import { formatMoney, isolateLtr } from '../../lib/format';
import styles from './profit-page.module.css';

const HEIGHT = 160;
const BAR = 18;
const GAP = 8;

/**
 * Profit or loss per period as bars above or below zero. Drawn in SVG (no chart library on the player site); the
 * table beside it carries the same figures for screen readers, so the picture itself is hidden from them.
 */
export function ProfitChart({ points }: { points: { period: string; profit: number }[] }) {
  const { t } = useTranslation();
  if (points.length === 0) return null;
  const max = Math.max(...points.map((p) => Math.abs(p.profit)), 1);
  const mid = HEIGHT / 2;
  const width = points.length * (BAR + GAP) + GAP;
  return (
    <figure className={styles.chart} data-testid="profit-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" className={styles.svg}>
        <line x1={0} x2={width} y1={mid} y2={mid} className={styles.axis} />
        {points.map((p, i) => {
          const h = (Math.abs(p.profit) / max) * (mid - 4);
          return (
            <rect
              key={p.period}
              x={GAP + i * (BAR + GAP)}
              y={p.profit >= 0 ? mid - h : mid}
              width={BAR}
              height={Math.max(h, 1)}
              className={p.profit >= 0 ? styles.win : styles.loss}
            >
              <title>{`${p.period}: ${isolateLtr(formatMoney(p.profit))}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        {points[0]?.period} – {points[points.length - 1]?.period} · {t('rec_profit')}
      </figcaption>
    </figure>
  );
}
