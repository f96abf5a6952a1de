import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type MemberCentrePageId, memberCentreDepth, memberCentreSearch } from '../lib/member-centre';

/**
 * A link from one member-centre page to another (a ledger entry to its bet or its deposit orders): a history entry
 * like the centre's own nav, so the back button returns and closing the centre goes back past it.
 */
export function MemberCentreLink({
  page,
  params,
  className,
  testId,
  children,
}: {
  page: MemberCentrePageId;
  /** The target page's own query parameters (`bet` for the bet records). */
  params?: Record<string, string>;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link
      to={{
        pathname: location.pathname,
        search: memberCentreSearch(location.search, page, params),
        hash: location.hash,
      }}
      state={{ mcDepth: memberCentreDepth(location.state) + 1 }}
      className={className}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
