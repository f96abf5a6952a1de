import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A decorative 24x24 stroke icon; the control around it carries the accessible name. */
export function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </Icon>
);

export const LotteryIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="9" r="4.5" />
    <circle cx="16.5" cy="15" r="4.5" />
    <path d="M7 9h2M15.5 15h2" />
  </Icon>
);

export const LiveIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="3" width="11" height="15" rx="2" transform="rotate(-8 9.5 10.5)" />
    <rect x="9" y="6" width="11" height="15" rx="2" transform="rotate(8 14.5 13.5)" />
    <path d="M14.5 11.2c1.3 1.1 2.1 1.9 2.1 2.8a1.3 1.3 0 0 1-2.1 1 1.3 1.3 0 0 1-2.1-1c0-.9.8-1.7 2.1-2.8Z" />
  </Icon>
);

export const SlotsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M8 5v14M13 5v14M18 9h1.5a1.5 1.5 0 0 1 1.5 1.5V12" />
    <circle cx="21" cy="13.5" r="1" />
  </Icon>
);

export const FishIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12c2.5-4 6-6 9.5-6 3.5 0 6 2.5 7.5 6-1.5 3.5-4 6-7.5 6C9 18 5.5 16 3 12Z" />
    <path d="M3 12 1 8.5M3 12l-2 3.5" />
    <circle cx="15.5" cy="11" r="1" />
  </Icon>
);

export const CardsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M14 7.5 19.5 9a2 2 0 0 1 1.4 2.4L18 21" />
    <path d="M8.5 10.5c1.3 1.1 2 1.9 2 2.7a1.2 1.2 0 0 1-2 .9 1.2 1.2 0 0 1-2-.9c0-.8.7-1.6 2-2.7Z" />
  </Icon>
);

export const SportsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7.5 4 2.9-1.5 4.6h-5L8 10.4Z" />
    <path d="M12 3v4.5M20.5 9.5 16 10.4M17.5 19.5 14.5 15M6.5 19.5 9.5 15M3.5 9.5l4.5.9" />
  </Icon>
);

export const EsportsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.3 1.9L14.5 15.5h-5l-1.2 1.4A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4Z" />
    <path d="M7.5 11v3M6 12.5h3" />
    <circle cx="16" cy="11.5" r=".6" />
    <circle cx="17.5" cy="13.5" r=".6" />
  </Icon>
);

export const CockfightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 4c1.5 0 2.5 1 2.5 2.5 1-1 2.5-1 3.5 0-1 .5-1.5 1.5-1.5 2.5 3 .5 6 3 6 7-2-1-3.5-1-5-.5-1 2.5-3 4-5.5 4-3 0-5-2.5-5-5.5 0-2.5 1.5-4.5 3.5-5.5L6 6.5C7 5 8 4 9 4Z" />
    <circle cx="9.5" cy="7" r=".6" />
    <path d="M9 19.5V22M12 19V22" />
  </Icon>
);

export const InHouseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9Z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </Icon>
);

export const HotIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21c-4 0-7-2.8-7-6.6 0-3.1 2-5.3 3.6-7 .3 1.7 1.2 3 2.4 3.6C11 7.5 12.5 5 15 3c0 3 1.5 4.6 2.7 6.2A7.5 7.5 0 0 1 19 14.4C19 18.2 16 21 12 21Z" />
    <path d="M12 21c-1.7 0-3-1.2-3-2.9 0-1.7 1.5-2.8 3-4.6 1.5 1.8 3 2.9 3 4.6 0 1.7-1.3 2.9-3 2.9Z" />
  </Icon>
);

export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5" />
    <path d="M12 8S10.5 3.5 8 4.5C6 5.3 7.5 8 12 8Zm0 0s1.5-4.5 4-3.5c2 .8.5 3.5-4 3.5Z" />
  </Icon>
);

export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z" />
  </Icon>
);

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </Icon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/** Points to the inline start or end; the game slider's stylesheet mirrors it in RTL. */
export const ChevronIcon = (p: IconProps & { towards: 'start' | 'end' }) => {
  const { towards, ...rest } = p;
  return <Icon {...rest}>{towards === 'start' ? <path d="m14.5 6-6 6 6 6" /> : <path d="m9.5 6 6 6-6 6" />}</Icon>;
};

export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </Icon>
);

export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
  </Icon>
);

export const HeadsetIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </Icon>
);

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Icon>
);

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />
  </Icon>
);

export const UserPlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9.5" cy="8" r="4" />
    <path d="M2.5 20.5c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5M19 8v6M16 11h6" />
  </Icon>
);

export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.9-3.6 3.8-5.5 7.5-5.5s6.6 1.9 7.5 5.5" />
  </Icon>
);

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3.5 2" />
  </Icon>
);

export const MessageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);

export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.8A9.6 9.6 0 0 1 12 5.5C18 5.5 21.5 12 21.5 12a17 17 0 0 1-3.1 3.9M6.3 7.4C3.9 9.2 2.5 12 2.5 12S6 18.5 12 18.5c1.5 0 2.8-.4 4-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Icon>
);

export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 4v4h4" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 20v-4h-4" />
  </Icon>
);

export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h2" />
  </Icon>
);

export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
