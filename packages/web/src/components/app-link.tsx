import type { MouseEvent } from 'react';
import { NavLink, type NavLinkProps, useLocation } from 'react-router';
import { isSameLocation } from '../lib/use-navigate-to';

/** A router link that does nothing when it points at the page already shown (spec 2). */
export function AppLink({ onClick, ...props }: NavLinkProps) {
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && isSameLocation(props.to, location)) event.preventDefault();
  };
  return <NavLink {...props} onClick={handleClick} />;
}
