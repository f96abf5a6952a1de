/**
 * Whitelabel flags (spec section 3, plus USERNAMEREG3 which section 2 names as the username-login/register key).
 * Each brand turns them on or off; the status call publishes them as info.whitelabelVal.
 */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3', // username login tab and username registration (spec 2)
  'MOBILENUMREG3', // registration by mobile number
  'REGMOBVERF3', // registration requires an SMS verification code
  'MOBILENUMPASSREG3', // mobile registration also asks for a password
  'FREEPLAY3', // free-play (trial) login offered
  'PWDEXPFORCECHANGE3', // expired passwords force a change after login
  'MOBILEVERCODELOGIN3', // mobile + SMS code login tab
  'CHNGPASSVERIF3', // forgot-password by phone; then the default tab
  'AGENTPOLICY3', // consolidated data for non-trial users
] as const;

export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type WhitelabelValues = Record<WhitelabelFlag, boolean>;
