import { Icon, type IconProps } from '../../components/icon';

/** The description page's badge: a page of text. */
export const DocumentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5h8.5L19 8v12.5H6Z" />
    <path d="M14 3.5V8h5M9 12h7M9 15.5h7M9 19h4" />
  </Icon>
);
