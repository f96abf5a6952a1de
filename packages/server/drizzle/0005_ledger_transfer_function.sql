-- The whole transfer in one call (design.md "Money"): claim the idempotency key, lock the accounts in id order,
-- check required and non-negative balances, write entries and balances, and notify at commit. Same rules as
-- before, one round trip instead of five. Answers no rows when the key was taken (the caller reads that transfer).
CREATE FUNCTION ledger_transfer(
  p_brand integer,
  p_key text,
  p_hash text,
  p_kind text,
  p_reason text,
  p_metadata jsonb,
  p_created timestamptz,
  p_accounts bigint[],
  p_amounts bigint[],
  p_required bigint[]
) RETURNS TABLE (transfer_id bigint, account_id bigint, member_id integer, code text, amount bigint, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_transfer bigint;
  v_members integer[];
  r record;
BEGIN
  INSERT INTO ledger_transfers (brand_id, idempotency_key, request_hash, kind, reason, metadata, created_at)
  VALUES (p_brand, p_key, p_hash, p_kind, p_reason, p_metadata, p_created)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_transfer;
  IF v_transfer IS NULL THEN
    RETURN;
  END IF;
  FOR r IN
    SELECT a.id, a.kind, a.balance, a.member_id, a.code, l.amount AS delta, l.required
    FROM ledger_accounts a
    JOIN unnest(p_accounts, p_amounts, p_required) AS l(account_id, amount, required) ON l.account_id = a.id
    ORDER BY a.id
    FOR UPDATE OF a
  LOOP
    IF (r.required IS NOT NULL AND r.balance < r.required) OR (r.kind = 'member' AND r.balance + r.delta < 0) THEN
      RAISE EXCEPTION 'insufficient_balance' USING ERRCODE = 'P0001';
    END IF;
    IF r.delta <> 0 THEN
      INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      VALUES (v_transfer, r.id, r.delta, r.balance + r.delta, p_created);
      UPDATE ledger_accounts SET balance = r.balance + r.delta WHERE id = r.id;
      IF r.member_id IS NOT NULL THEN
        v_members := array_append(v_members, r.member_id);
      END IF;
      transfer_id := v_transfer;
      account_id := r.id;
      member_id := r.member_id;
      code := r.code;
      amount := r.delta;
      balance_after := r.balance + r.delta;
      RETURN NEXT;
    END IF;
  END LOOP;
  IF v_members IS NOT NULL THEN
    PERFORM pg_notify('wl_balance', json_build_object('memberIds', (SELECT array_agg(DISTINCT m) FROM unnest(v_members) m))::text);
  END IF;
END
$$;
