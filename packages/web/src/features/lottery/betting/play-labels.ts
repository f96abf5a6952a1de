import type { PlayRule } from '@wl/rules/lottery/plays-catalogue';
import { useTranslation } from 'react-i18next';

/** The plays of a family grouped as the play picker shows them: group key -> play codes (rule book order). */
const GROUP_OF: Record<string, string> = {
  SSC_5_DIRECT: 'five',
  SSC_5_GROUP120: 'five',
  SSC_L3_DIRECT: 'last3',
  SSC_L3_SUM: 'last3',
  SSC_L3_GROUP3: 'last3',
  SSC_L3_GROUP6: 'last3',
  SSC_L2_DIRECT: 'last2',
  SSC_L2_BSOE: 'last2',
  SSC_FIXED: 'fixed',
  SSC_DT: 'dt',
  X5_F2_DIRECT: 'front',
  X5_F3_DIRECT: 'front',
  X5_F2_GROUP: 'front',
  X5_F3_GROUP: 'front',
  X5_FIXED: 'fixed',
  PK10_P1: 'front',
  PK10_F2_DIRECT: 'front',
  PK10_F3_DIRECT: 'front',
  PK10_FIXED: 'fixed',
  PK10_SUM12: 'sum',
  K3_SUM: 'sum',
  K3_TRIPLE_ANY: 'triple',
  K3_TRIPLE: 'triple',
  K3_3DIFF: 'diff',
  K3_2DIFF: 'diff',
  PC28_SUM: 'sum',
  PC28_BSOE: 'bsoe',
  LHC_SPECIAL: 'special',
  LHC_COLOUR: 'special',
  LHC_PICK2: 'pick',
  LHC_PICK3: 'pick',
  LF3D_DIRECT: 'direct',
  LF3D_SUM: 'sum',
  LF3D_GROUP3: 'group',
  LF3D_GROUP6: 'group',
  VN_LO2: 'lo',
  VN_DE: 'de',
  VN_3CANG: 'de',
  VN_XIEN2: 'xien',
  SEA4D_BIG: 'fourD',
  SEA4D_SMALL: 'fourD',
};

/** The group of a play (X5_ANY1..8 are "any k"). */
export function playGroup(code: string): string {
  return GROUP_OF[code] ?? (code.startsWith('X5_ANY') ? 'any' : 'other');
}

/** Plays grouped for the picker, groups in the order their first play comes. */
export function groupPlays<P extends { rule: PlayRule }>(plays: readonly P[]): [string, P[]][] {
  const groups = new Map<string, P[]>();
  for (const play of plays) {
    const key = playGroup(play.rule.code);
    groups.set(key, [...(groups.get(key) ?? []), play]);
  }
  return [...groups];
}

/** A play's name: `lot_play_<CODE>`; the eight "any k" plays of 11X5 share `lot_play_X5_ANY` with their k. */
export function usePlayName() {
  const { t } = useTranslation();
  return (code: string) => {
    const any = /^X5_ANY(\d)$/.exec(code);
    return any ? t('lot_play_X5_ANY', { k: Number(any[1]) }) : t(`lot_play_${code}`);
  };
}

const SSC_PLACES = ['w', 'q', 'b', 's', 'g'];

/**
 * The label of a row of a play: SSC's places (ten-thousands ... units; the last-3 and last-2 plays read places 3-5
 * and 4-5), "No. n" for the positions of 11X5 and PK10, "Pick" for a one-row play.
 */
export function rowLabel(code: string, row: number, rows: number): { key: string; n?: number } {
  if (rows === 1) return { key: 'lot_row_pick' };
  if (code.startsWith('SSC_')) {
    const offset = 5 - rows;
    return { key: `lot_place_${SSC_PLACES[offset + row]}` };
  }
  if (code === 'LF3D_DIRECT') return { key: `lot_place_${SSC_PLACES[2 + row]}` };
  return { key: 'lot_row_no', n: row + 1 };
}

/** Options shown with a word rather than themselves (BSOE, dragon/tiger, colours, "any triple"). */
export function isNamedOption(option: string): boolean {
  return /^[A-Z]+$/.test(option);
}
