-- Many transfers in one call (a settlement batch; design.md "Money"), by the rules of ledger_transfer (0005): each
-- key claimed once, the accounts locked once in id order, required and non-negative balances checked in the order
-- the transfers are given, entries with their running balances, each balance updated once, notify at commit.
-- Set-based: a batch of thousands is a handful of statements instead of a handful per transfer.
--   p_transfers: [{ "b": brand, "k": key, "h": request hash, "kind", "r": reason, "m": metadata }], in order
--   p_legs:      [{ "o": 1-based position of its transfer, "a": account id, "n": amount, "q": required or null }],
--                one per account of a transfer (amount 0 for an account that is only required)
-- Answers the entries made, with the position of their transfer. A transfer whose key was taken (before, or by an
-- earlier transfer of the same call) makes no entry: the caller reads that transfer.
CREATE FUNCTION ledger_transfer_batch(p_created timestamptz, p_transfers jsonb, p_legs jsonb)
RETURNS TABLE (ord integer, transfer_id bigint, account_id bigint, member_id integer, code text, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_ords integer[];
  v_ids bigint[];
  v_bad boolean;
  e_ords integer[];
  e_tids bigint[];
  e_accs bigint[];
  e_amts bigint[];
  e_afters bigint[];
  e_members integer[];
  e_codes text[];
  r record;
BEGIN
  -- Claim the keys, in order; of two transfers of this call with one key, the first.
  WITH wanted AS (
    SELECT w.b, w.k, w.h, w.kind, w.r, w.m, w.o::integer AS o
    FROM ROWS FROM (jsonb_to_recordset(p_transfers) AS (b integer, k text, h text, kind text, r text, m jsonb))
      WITH ORDINALITY AS w(b, k, h, kind, r, m, o)
  ), claimed AS (
    INSERT INTO ledger_transfers (brand_id, idempotency_key, request_hash, kind, reason, metadata, created_at)
    SELECT w.b, w.k, w.h, w.kind, w.r, coalesce(w.m, '{}'::jsonb), p_created FROM wanted w ORDER BY w.o
    ON CONFLICT DO NOTHING
    RETURNING id, brand_id, idempotency_key
  ), firsts AS (
    SELECT DISTINCT ON (c.id) w.o, c.id FROM claimed c JOIN wanted w ON w.b = c.brand_id AND w.k = c.idempotency_key
    ORDER BY c.id, w.o
  )
  SELECT array_agg(f.o ORDER BY f.o), array_agg(f.id ORDER BY f.o) INTO v_ords, v_ids FROM firsts f;
  IF v_ords IS NULL THEN
    RETURN;
  END IF;

  -- Lock every account the claimed transfers touch, once, in id order (as every transfer does: no deadlock).
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (
    SELECT l.a FROM jsonb_to_recordset(p_legs) AS l(o integer, a bigint) JOIN unnest(v_ords) AS c(o) ON c.o = l.o
  )
  ORDER BY a.id FOR UPDATE;

  -- Each leg's balance before it: the locked balance plus the legs of earlier transfers of this call.
  SELECT
    bool_or((x.q IS NOT NULL AND x.before < x.q) OR (x.kind = 'member' AND x.before + x.n < 0)),
    array_agg(x.o ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.tid ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.a ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.n ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.before + x.n ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.member_id ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0),
    array_agg(x.code ORDER BY x.o, x.a) FILTER (WHERE x.n <> 0)
  INTO v_bad, e_ords, e_tids, e_accs, e_amts, e_afters, e_members, e_codes
  FROM (
    SELECT l.o, c.tid, l.a, l.n, l.q, acc.kind, acc.member_id, acc.code,
      acc.balance + coalesce(sum(l.n) OVER (PARTITION BY l.a ORDER BY l.o ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
        AS before
    FROM jsonb_to_recordset(p_legs) AS l(o integer, a bigint, n bigint, q bigint)
    JOIN unnest(v_ords, v_ids) AS c(o, tid) ON c.o = l.o
    JOIN ledger_accounts acc ON acc.id = l.a
  ) x;
  IF v_bad THEN
    RAISE EXCEPTION 'insufficient_balance' USING ERRCODE = 'P0001';
  END IF;
  IF e_ords IS NULL THEN
    RETURN;
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
  SELECT e.t, e.a, e.n, e.b, p_created
  FROM unnest(e_tids, e_accs, e_amts, e_afters) WITH ORDINALITY AS e(t, a, n, b, i)
  ORDER BY e.i;
  UPDATE ledger_accounts acc SET balance = acc.balance + s.total
  FROM (SELECT e.a, sum(e.n)::bigint AS total FROM unnest(e_accs, e_amts) AS e(a, n) GROUP BY e.a) s
  WHERE acc.id = s.a AND s.total <> 0;

  -- The members whose balance changed, in notifications of at most 500 ids (a payload holds 8000 bytes).
  FOR r IN
    SELECT array_agg(d.m ORDER BY d.m) AS ids
    FROM (
      SELECT u.m, (row_number() OVER (ORDER BY u.m) - 1) / 500 AS g
      FROM (SELECT DISTINCT m FROM unnest(e_members) AS m WHERE m IS NOT NULL) u
    ) d
    GROUP BY d.g
  LOOP
    PERFORM pg_notify('wl_balance', json_build_object('memberIds', r.ids)::text);
  END LOOP;

  RETURN QUERY
  SELECT e.o, e.t, e.a, e.mem, e.c, e.n, e.b
  FROM unnest(e_ords, e_tids, e_accs, e_members, e_codes, e_amts, e_afters) AS e(o, t, a, mem, c, n, b);
END
$$;
