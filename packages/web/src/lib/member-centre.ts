import { openAuthDialog } from './auth-dialog';
import { createStore, useStoreValue } from './create-store';
import { getSessionSnapshot } from './session';

/** Spec 2 "Member centre": its pages, in the spec's order; the first is the default page. */
export const MEMBER_CENTRE_PAGE_IDS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

export type MemberCentrePageId = (typeof MEMBER_CENTRE_PAGE_IDS)[number];

/** The query parameter that opens the member centre over whatever page is shown: `?mc=<pageId>`. */
export const MEMBER_CENTRE_PARAM = 'mc';

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePageId = 'securityCenter';

export function isMemberCentrePage(value: string | null): value is MemberCentrePageId {
  return value !== null && (MEMBER_CENTRE_PAGE_IDS as readonly string[]).includes(value);
}

/** The page a location's query asks for: a known id, the default page for an unknown one, null when closed. */
export function memberCentrePageOf(search: string): MemberCentrePageId | null {
  const value = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  if (value === null) return null;
  return isMemberCentrePage(value) ? value : DEFAULT_MEMBER_CENTRE_PAGE;
}

/** The bet records' bet to open (`?mc=personalHistoryCopy&bet=<id>`): a link from another page, such as a ledger entry. */
export const MEMBER_CENTRE_BET_PARAM = 'bet';

/** Query parameters one page reads beside `mc`: they belong to that page and go when the centre moves on. */
const PAGE_PARAMS = [MEMBER_CENTRE_BET_PARAM];

/**
 * The query string with the member centre on `page`, or without it (null), the rest of the query kept; `extra`
 * sets the page's own parameters (a page's parameters left from another page are dropped).
 */
export function memberCentreSearch(
  search: string,
  page: MemberCentrePageId | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(search);
  if (params.get(MEMBER_CENTRE_PARAM) !== page) for (const name of PAGE_PARAMS) params.delete(name);
  if (page === null) params.delete(MEMBER_CENTRE_PARAM);
  else params.set(MEMBER_CENTRE_PARAM, page);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many history entries the centre pushed since it opened (the `mcDepth` of the location's state). */
export function memberCentreDepth(state: unknown): number {
  const depth = (state as { mcDepth?: unknown } | null)?.mcDepth;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

interface Request {
  page: MemberCentrePageId;
}

/** A request to open the centre; the shell (app/member-centre) takes it and navigates, so its URL is the truth. */
const request = createStore<Request | null>(null);
/** Set when a trial account asked for the centre: the shell shows the in_need_true_account warning. */
const trialWarning = createStore(false);

/**
 * Opens the member centre on `page` from anywhere (a header button, the home support list, a feature's link).
 * Spec 5/6: a visitor gets the login popup instead, a trial account the in_need_true_account warning.
 */
export function openMemberCentre(page: MemberCentrePageId = DEFAULT_MEMBER_CENTRE_PAGE): void {
  const session = getSessionSnapshot();
  if (session.token === null || session.mustChangePassword) openAuthDialog('login');
  else if (session.isTrial) trialWarning.set(true);
  else request.set({ page });
}

export const useMemberCentreRequest = () => useStoreValue(request);
export const clearMemberCentreRequest = () => request.set(null);
export const useMemberCentreTrialWarning = () => useStoreValue(trialWarning);
export const showMemberCentreTrialWarning = (show: boolean) => trialWarning.set(show);
