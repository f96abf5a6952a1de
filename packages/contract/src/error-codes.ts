/**
 * Stable error codes of the response envelope. Each code is also the translation key the web shows
 * (design.md "The contract"); `message` is the English text of spec section 8 where the spec gives one.
 * `status` is the HTTP status the server answers with.
 */
export const ERRORS = {
  // sessions and roles (spec 6, 8)
  not_logged_in: { status: 401, message: 'You are not logged in, please login' },
  in_need_true_account: { status: 403, message: 'Please use a real account for this action' },
  error_not_agent: { status: 403, message: 'Non-agents cannot log in' },
  member_no_enter: { status: 403, message: 'Non-member account unable to login' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },
  // login and registration (spec 5, 8)
  login_failed: { status: 401, message: 'Incorrect username or password' },
  password_change_required: { status: 403, message: 'Please change your password first' },
  password_incorrect: { status: 400, message: 'The old password is not correct' },
  password_mismatch: { status: 400, message: 'Confirmation password is not correct.' },
  account_taken: { status: 409, message: 'This account name is already taken' },
  mobile_taken: { status: 409, message: 'This mobile number is already registered' },
  reset_link_invalid: { status: 400, message: 'This reset link is invalid or has expired' },
  social_token_invalid: { status: 401, message: 'Sign-in with this provider failed, please try again' },
  captcha_required: { status: 400, message: 'Please enter the captcha' },
  captcha_invalid: { status: 400, message: 'The captcha is not correct' },
  invitation_code_error: { status: 400, message: 'Invalid invitation code' },
  username_email_not_exist: { status: 404, message: 'Username/Email does not exist' },
  verification_required: { status: 400, message: 'Please complete verification first' },
  function_not_enabled: { status: 403, message: 'Not enabled function' },
  // SMS and phone authentication (spec 8)
  sms_invalid_phone: { status: 400, message: 'Invalid phone number format' },
  sms_missing_phone: { status: 400, message: 'Missing phone number' },
  sms_too_many_requests: { status: 429, message: 'Too many requests, try again after 5 minutes' },
  sms_invalid_code: { status: 400, message: 'Invalid verification code' },
  sms_missing_code: { status: 400, message: 'Missing verification code' },
  sms_captcha_check_failed: { status: 400, message: 'Captcha check failed or unauthorized domain' },
  sms_quota_exceeded: { status: 429, message: 'Quota not sufficient, please contact customer service' },
  sms_code_expired: { status: 400, message: 'Code expired, please send again' },
  sms_resend_too_soon: { status: 429, message: 'Please wait before requesting another code' },
  // member centre: security centre (spec 2 "securityCenter", spec 5)
  real_name_locked: {
    status: 409,
    message: 'Your real name is already set; please contact customer service to change it',
  },
  real_name_required: { status: 400, message: 'Please set your real name first' },
  underage: { status: 400, message: 'You must be 18 or older' },
  email_link_invalid: { status: 400, message: 'This verification link is invalid or has expired' },
  payment_password_required: { status: 400, message: 'Please set a payment password first' },
  payment_password_incorrect: { status: 400, message: 'The payment password is not correct' },
  /** Too many wrong payment passwords: locked for a while (modules/member-centre/payment-password-service.ts). */
  payment_password_locked: {
    status: 429,
    message: 'Too many wrong payment passwords, please try again in 15 minutes',
  },
  payout_holder_mismatch: { status: 400, message: 'The account holder name must match your real name' },
  payout_account_limit: { status: 409, message: 'You can keep at most 5 bank cards and e-wallet accounts' },
  payout_account_exists: { status: 409, message: 'You have already added this account' },
  // site state (spec 4, 8)
  maintenance: { status: 503, message: 'The site is under maintenance' },
  region_blocked: { status: 403, message: 'Access from your location or IP address is restricted' },
  invalid_url: { status: 404, message: 'Invalid URL, please contact customer service' },
  // protocol
  invalid_input: { status: 400, message: 'Input is not valid' },
  encryption_required: { status: 400, message: 'This call needs an encrypted payload' },
  decryption_failed: { status: 400, message: 'The encrypted payload could not be read' },
  not_found: { status: 404, message: 'Not found' },
  idempotency_conflict: { status: 409, message: 'This request key was already used with different data' },
  transaction_rolled_back: { status: 409, message: 'This transaction was rolled back and cannot be used again' },
  insufficient_balance: { status: 400, message: 'Insufficient balance' },
  rate_limited: { status: 429, message: 'Too many requests, please slow down' },
  payload_too_large: { status: 413, message: 'The request is too large' },
  not_available: { status: 501, message: 'This feature is not available yet' },
  game_session_invalid: { status: 401, message: 'This game session has ended, please open the game again' },
  bet_out_of_range: { status: 400, message: 'The bet is outside the limits of this game' },
  // cashier (design.md "Cashier")
  deposit_channel_closed: { status: 400, message: 'This deposit channel is not open now' },
  deposit_amount_below_min: { status: 400, message: 'The amount is below the minimum of this channel' },
  deposit_amount_above_max: { status: 400, message: 'The amount is above the maximum of this channel' },
  deposit_proof_required: { status: 400, message: 'Please upload a picture of your transfer' },
  deposit_proof_invalid: { status: 400, message: 'The proof must be a PNG or JPG image of 5 MB at most' },
  deposit_too_many_pending: { status: 409, message: 'You have too many deposits waiting, please wait for them' },
  order_not_pending: { status: 409, message: 'This order is no longer pending' },
  // transfers between members (spec 2 transferUpline, spec 6)
  transfer_no_upline: { status: 400, message: 'You have no upline to transfer to' },
  /** Not one of the caller's own direct downlines (or no such account: the answer does not tell which). */
  transfer_not_downline: { status: 400, message: 'This account is not one of your direct downlines' },
  transfer_amount_below_min: { status: 400, message: 'The amount is below the minimum transfer' },
  transfer_amount_above_max: { status: 400, message: 'The amount is above the maximum transfer' },
  transfer_daily_limit: { status: 400, message: 'This transfer would exceed your daily transfer limit' },
  payout_account_required: { status: 400, message: 'Please add a bank card or e-wallet account first' },
  withdrawal_amount_below_min: { status: 400, message: 'The amount is below the minimum withdrawal' },
  withdrawal_amount_above_max: { status: 400, message: 'The amount is above the maximum withdrawal' },
  withdrawal_daily_count_reached: { status: 409, message: 'You have reached the number of withdrawals for today' },
  withdrawal_daily_amount_reached: {
    status: 409,
    message: 'This withdrawal would exceed your withdrawal amount limit for today',
  },
  /** Every deposit must be wagered once before it can leave (modules/cashier/cashier-service.ts withdrawableState). */
  withdrawal_turnover_required: {
    status: 400,
    message: 'Please complete the required turnover before withdrawing',
  },
  // peer-to-peer channel (spec 4 "Withdrawal confirmation"; modules/cashier/p2p-rules.ts)
  p2p_no_match: {
    status: 409,
    message: 'No withdrawal can be paid with this amount right now, please try a smaller amount or another channel',
  },
  p2p_state_conflict: { status: 409, message: 'This payment has already moved on, please refresh' },
  p2p_amount_invalid: { status: 400, message: 'Enter the amount that arrived: more than 0 and less than the payment' },
  p2p_proof_required: { status: 400, message: 'Please upload a proof (a picture of your bank statement)' },
  /** Payments by depositors are under way: the withdrawal waits for them before it can be decided or cancelled. */
  withdrawal_p2p_in_progress: {
    status: 409,
    message: 'Depositors are paying this withdrawal: it cannot be changed until their payments are confirmed',
  },
  // lottery betting (lottery-plays.md; design.md "Lottery")
  /** The rules package refused the selection; `details` name the reason (unknown_option, no_units...). */
  lottery_invalid_selection: { status: 400, message: 'This selection is not valid for this play' },
  /** The numero does not take bets (closed, drawn, cancelled, or not open yet) by the server's clock. */
  lottery_numero_closed: { status: 409, message: 'Betting on this draw is closed' },
  lottery_limit_unit_stake: { status: 400, message: 'The unit stake is outside the limits of this play' },
  lottery_limit_units: { status: 400, message: 'This bet has more units than this play allows in one bet' },
  lottery_limit_numero_stake: {
    status: 400,
    message: 'This bet would exceed what you may stake on this play in one draw',
  },
  lottery_limit_numero_payout: {
    status: 400,
    message: 'This bet would exceed the highest payout allowed on this play in one draw',
  },
  /** A chase longer than the numeros scheduled so far. */
  lottery_chase_too_long: { status: 400, message: 'Not that many draws are scheduled yet, please chase fewer' },
  lottery_bet_not_cancellable: { status: 409, message: 'This bet can no longer be cancelled' },
  lottery_series_out_of_range: { status: 400, message: "The prize group is outside the brand's range" },
  /** A downline's series never exceeds its upline's (design.md "Lottery"). */
  lottery_series_above_upline: {
    status: 400,
    message: "A downline's prize group cannot be higher than its upline's",
  },
  // the team tree (agent-rules.md AG-TREE)
  team_upline_not_found: { status: 404, message: 'There is no member with that account in this brand' },
  team_upline_not_agent: { status: 400, message: 'The new upline must be an agent' },
  team_move_into_own_team: { status: 409, message: 'A member cannot move under itself or its own team' },
  team_move_same_upline: { status: 409, message: 'The member already has this upline' },
  /** An in-house numero's result is its seed's (provably fair); only official results are corrected. */
  lottery_result_in_house: { status: 400, message: "An in-house draw's result cannot be corrected" },
  /** Results are entered by hand only on a game whose results feed is manual (lottery-results-service.ts). */
  lottery_feed_not_manual: {
    status: 409,
    message: "This game's results come from its feed: switch it to manual entry to enter them by hand",
  },
  /**
   * A game leaves manual entry only when no entered result waits for a second operator (lottery-desk-schedule.ts);
   * `value.numeros` names the draws.
   */
  lottery_results_awaiting_confirmation: {
    status: 409,
    message: 'Results entered by hand wait for a second operator: confirm them before switching the feed',
  },
  // operators (design.md "Operators")
  /** Too many failed logins (15 minutes), or locked by an operator (members) until unlocked. */
  account_locked: {
    status: 403,
    message: 'This account is locked, please try again later or contact customer service',
  },
  totp_invalid: { status: 401, message: 'The authentication code is not correct' },
  login_challenge_expired: { status: 401, message: 'This sign-in has expired, please start again' },
  /** Maker-checker: the operator who asked for a movement cannot approve it. */
  approval_needs_other_operator: { status: 403, message: 'Another operator must approve this request' },
  request_decided: { status: 409, message: 'This request has already been decided' },
  /** The operators desk's rules (each its own code, so the console says which rule refused). */
  owner_only: { status: 403, message: 'Only an owner makes or changes an owner' },
  scope_exceeded: { status: 403, message: 'You cannot grant brands beyond your own scope' },
  last_owner: { status: 403, message: 'The last active owner cannot be disabled or demoted' },
  not_on_self: { status: 403, message: 'You cannot change your own role or scope, or disable yourself' },
  /** The database was unreachable or dropped the connection mid-call; nothing was written, the call may be retried. */
  service_busy: { status: 503, message: 'The service is busy, please try again' },
  unknown_error: { status: 500, message: 'Unknown error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}
