import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from '../../lib/theme';
import { chartDays, type DashboardView, formatFigure } from './dashboard-figures';

/** Charts draw at once (no animation): figures, not a show. SVG attributes cannot read the stylesheet's variables: the charts' colours per theme, matching base.css. */
const PALETTE = {
  light: { turnover: '#2557d6', profit: '#1d7a46', grid: '#dfe2e8', text: '#5f6b7c', surface: '#ffffff' },
  dark: { turnover: '#5b8cff', profit: '#4cc487', grid: '#2e3442', text: '#95a0b2', surface: '#1a1e27' },
} as const;

function useChartStyle() {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const colours = PALETTE[theme];
  const money = (v: unknown) => (typeof v === 'number' ? formatFigure(v, true, i18n.language) : String(v));
  const axis = { stroke: colours.grid, tick: { fill: colours.text, fontSize: 12 } };
  const tooltip = {
    formatter: money,
    contentStyle: { background: colours.surface, borderColor: colours.grid, fontSize: 13 },
    labelStyle: { color: colours.text },
  };
  return { colours, money, axis, tooltip };
}

/** Valid turnover (bars) and house profit (line) of each of the 30 days. */
export function DailyChart({ view }: { view: DashboardView }) {
  const { t } = useTranslation();
  const { colours, axis, tooltip } = useChartStyle();
  return (
    <div className="chart" role="img" aria-label={t('dash_daily_chart')}>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={chartDays(view)} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis {...axis} width={64} />
          <Tooltip {...tooltip} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="turnover"
            name={t('dash_turnover')}
            fill={colours.turnover}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            dataKey="houseProfit"
            name={t('dash_houseProfit')}
            stroke={colours.profit}
            strokeWidth={2}
            dot={false}
            type="linear"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Turnover and house profit of each game kind over the 30 days. */
export function GameKindChart({ view }: { view: DashboardView }) {
  const { t } = useTranslation();
  const { colours, axis, tooltip } = useChartStyle();
  const rows = view.byGameKind.map((k) => ({ ...k, label: t(`game_kind_${k.gameKind}`) }));
  return (
    <div className="chart" role="img" aria-label={t('dash_kind_chart')}>
      <ResponsiveContainer width="100%" height={Math.max(120, 44 * rows.length + 60)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={colours.grid} horizontal={false} />
          <XAxis type="number" {...axis} />
          <YAxis type="category" dataKey="label" {...axis} width={96} />
          <Tooltip {...tooltip} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="turnover" name={t('dash_turnover')} fill={colours.turnover} isAnimationActive={false} />
          <Bar dataKey="houseProfit" name={t('dash_houseProfit')} fill={colours.profit} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
