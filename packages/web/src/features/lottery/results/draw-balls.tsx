import { isLotteryFamily, VN_NORTH_PRIZE_DIGITS, VN_SOUTH_PRIZE_DIGITS } from '@wl/rules/lottery/families';
import { drawFacts } from '@wl/rules/lottery/plays-draw-facts';
import { useTranslation } from 'react-i18next';
import { ballColour, drawLook, styleTwoColour } from './ball-styles';
import styles from './balls.module.css';
import { DiceFace } from './dice-face';

/** One ball in its colour (spec 3 "Lottery visuals"). */
export function Ball({ value, colour, small }: { value: string; colour: string; small?: boolean }) {
  return (
    <span className={`${styles.ball} ${styles[colour] ?? ''} ${small ? styles.small : ''}`} data-colour={colour}>
      {value}
    </span>
  );
}

/** The tier (prize) index of each entry of a VN draw: 0 special, 1 first ... 7 (North) or 8 (South). */
function vnTiers(family: 'VN_NORTH' | 'VN_SOUTH'): number[] {
  const perTier = family === 'VN_NORTH' ? [1, 1, 2, 6, 4, 6, 3, 4] : [1, 1, 1, 2, 7, 1, 3, 1, 1];
  return perTier.flatMap((count, tier) => Array.from({ length: count }, () => tier));
}

function factsOf(family: string, draw: readonly string[]) {
  if (!isLotteryFamily(family)) return null;
  try {
    return drawFacts(family, draw);
  } catch {
    return null;
  }
}

/** What the rules package derives beside a draw: sums, big/small, odd/even, dragon/tiger. */
function DrawFactsLine({ family, draw }: { family: string; draw: readonly string[] }) {
  const { t } = useTranslation();
  const facts = factsOf(family, draw);
  if (!facts) return null;
  const bits: string[] = [];
  if (facts.family === 'SSC') bits.push(t('lot_fact_sum', { sum: facts.sum }), t(`lot_opt_${facts.dragonTiger}`));
  if (facts.family === 'K3' || facts.family === '11X5') bits.push(t('lot_fact_sum', { sum: facts.sum }));
  if (facts.family === 'PK10') bits.push(t('lot_fact_sum12', { sum: facts.sum12 }));
  if (facts.family === 'LF3D')
    bits.push(t('lot_fact_sum', { sum: facts.sum }), ...facts.bsoe.map((o) => t(`lot_opt_${o}`)));
  if (facts.family === 'PC28') bits.push(...facts.bsoe.map((o) => t(`lot_opt_${o}`)));
  if (bits.length === 0) return null;
  return <span className={styles.facts}>{bits.join(' · ')}</span>;
}

/**
 * A draw as spec 3 draws it: LHC balls in style one (the special number set apart), PC28's digits and their sum in
 * style two, PK10 in the 01-10 map, K3 as dice faces, the other number games as plain balls; the prize lotteries
 * (VN, SEA 4D) as their top prizes (`compact`) or the whole prize table.
 */
export function DrawBalls({
  family,
  draw,
  compact = false,
}: {
  family: string;
  draw: readonly string[];
  compact?: boolean;
}) {
  const look = drawLook(family);
  if (look === 'prizes') return <PrizeTable family={family} draw={draw} compact={compact} />;
  let balls: React.ReactNode;
  if (look === 'dice') {
    // biome-ignore lint/suspicious/noArrayIndexKey: a draw's entries are positions; the same value may repeat
    balls = draw.map((value, i) => <DiceFace key={`${i}-${value}`} value={Number(value)} size={compact ? 26 : 34} />);
  } else if (look === 'pc28') {
    const sum = draw.reduce((total, d) => total + Number(d), 0);
    balls = (
      <>
        {draw.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draw's entries are positions; the same value may repeat
          <Ball key={`${i}-${value}`} value={value} colour="plain" small={compact} />
        ))}
        <span className={styles.op}>=</span>
        <Ball value={String(sum)} colour={styleTwoColour(sum)} small={compact} />
      </>
    );
  } else {
    balls = draw.map((value, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a draw's entries are positions
      <span key={`${i}-${value}`} className={styles.ballSlot}>
        {look === 'lhc' && i === draw.length - 1 ? <span className={styles.op}>+</span> : null}
        <Ball value={value} colour={ballColour(family, value)} small={compact} />
      </span>
    ));
  }
  return (
    <span className={styles.draw} data-testid="draw-balls">
      <span className={styles.balls} dir="ltr">
        {balls}
      </span>
      {compact ? null : <DrawFactsLine family={family} draw={draw} />}
    </span>
  );
}

function PrizeTable({ family, draw, compact }: { family: string; draw: readonly string[]; compact: boolean }) {
  const { t } = useTranslation();
  if (family === 'SEA4D') {
    const tiers = ['first', 'second', 'third'] as const;
    const rows: [string, readonly string[]][] = compact
      ? tiers.map((tier, i) => [tier, [draw[i] ?? '']])
      : [
          ...tiers.map((tier, i): [string, string[]] => [tier, [draw[i] ?? '']]),
          ['special', draw.slice(3, 13)],
          ['consolation', draw.slice(13, 23)],
        ];
    return (
      <dl className={compact ? styles.prizesCompact : styles.prizes} data-testid="draw-balls">
        {rows.map(([tier, numbers]) => (
          <div key={tier}>
            <dt>{t(`lot_tier_${tier}`)}</dt>
            <dd dir="ltr">{numbers.join(' ')}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const vnFamily = family === 'VN_NORTH' ? 'VN_NORTH' : 'VN_SOUTH';
  const expected = (vnFamily === 'VN_NORTH' ? VN_NORTH_PRIZE_DIGITS : VN_SOUTH_PRIZE_DIGITS).length;
  const tiers = vnTiers(vnFamily);
  if (compact || draw.length !== expected) {
    return (
      <dl className={styles.prizesCompact} data-testid="draw-balls">
        <div>
          <dt>{t('lot_vn_prize_0')}</dt>
          <dd dir="ltr" className={styles.special}>
            {draw[0]}
          </dd>
        </div>
      </dl>
    );
  }
  const byTier = new Map<number, string[]>();
  draw.forEach((value, i) => {
    const tier = tiers[i] ?? 0;
    byTier.set(tier, [...(byTier.get(tier) ?? []), value]);
  });
  return (
    <dl className={styles.prizes} data-testid="draw-balls">
      {[...byTier].map(([tier, numbers]) => (
        <div key={tier}>
          <dt>{t(`lot_vn_prize_${tier}`)}</dt>
          <dd dir="ltr" className={tier === 0 ? styles.special : undefined}>
            {numbers.join(' ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
