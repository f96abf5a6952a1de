import { Icon, type IconProps } from '../../components/icon';

/** The member centre's page icons (spec 2 "Member centre"), drawn like components/icon.tsx. */
export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.2 7.5 9.5 4.4-1.3 7.5-4.9 7.5-9.5V6Z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </Icon>
);

export const TransferIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />
  </Icon>
);

export const CashOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="6" width="17" height="12" rx="2" />
    <path d="M12 9v6M9.5 12.5 12 15l2.5-2.5" />
  </Icon>
);

export const UplineIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="7" r="3" />
    <path d="M6 20c.6-3 3-4.8 6-4.8s5.4 1.8 6 4.8M12 13V10" />
  </Icon>
);

export const RecordsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </Icon>
);

export const LedgerIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
    <path d="M18 16v4M16 18h4" />
  </Icon>
);

export const ChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20V4M4 20h16" />
    <path d="m7.5 15 3.5-4 3 2.5 5-6" />
  </Icon>
);

export const TrophyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0Z" />
    <path d="M8 6H5v1.5A3 3 0 0 0 8 10.5M16 6h3v1.5a3 3 0 0 1-3 3M12 13v4M8.5 20h7" />
  </Icon>
);
