CREATE TABLE "member_ancestors" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_ancestors_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id"),
	CONSTRAINT "member_ancestors_depth" CHECK ("member_ancestors"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ancestors" ADD CONSTRAINT "member_ancestors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ancestors_member" ON "member_ancestors" USING btree ("member_id","depth");--> statement-breakpoint
CREATE INDEX "member_ancestors_ancestor_depth" ON "member_ancestors" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- The closure is written by the database (schema-team.ts): every path that creates a member or changes its upline
-- keeps it right in the same transaction. A member's own row (depth 0), then a copy of its upline's rows one deeper.
CREATE FUNCTION member_ancestors_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Shared with other registrations, exclusive with a move in the brand: a member joining under an upline that is
  -- being moved copies the upline's ancestors after the move commits, never the old ones.
  PERFORM pg_advisory_xact_lock_shared(28, NEW.brand_id);
  INSERT INTO member_ancestors (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
      SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM member_ancestors a WHERE a.member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_ancestors_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_ancestors_insert();
--> statement-breakpoint
-- A move (AG-TREE-1: a member always moves with its whole team): the moved subtree's links to its old ancestors go,
-- links to the new ones come; links inside the subtree stay. A member may not move under itself or its own team.
CREATE FUNCTION member_ancestors_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One move at a time per brand, so two crossing moves cannot both pass the cycle check.
  PERFORM pg_advisory_xact_lock(28, NEW.brand_id);
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_ancestors WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own team', NEW.id USING ERRCODE = 'check_violation',
      CONSTRAINT = 'member_ancestors_no_cycle';
  END IF;
  DELETE FROM member_ancestors d
    USING member_ancestors sub, member_ancestors up
    WHERE sub.ancestor_id = NEW.id AND d.member_id = sub.member_id
      AND up.member_id = NEW.id AND up.depth > 0 AND d.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_ancestors (ancestor_id, member_id, depth)
      SELECT up.ancestor_id, sub.member_id, up.depth + sub.depth + 1
      FROM member_ancestors up CROSS JOIN member_ancestors sub
      WHERE up.member_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_ancestors_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_ancestors_move();
--> statement-breakpoint
-- Backfill from today's uplines (depth capped at 50, as the walks it replaces were).
INSERT INTO member_ancestors (ancestor_id, member_id, depth)
  WITH RECURSIVE chain(member_id, ancestor_id, upline_id, depth) AS (
    SELECT id, id, upline_id, 0 FROM members
    UNION ALL
    SELECT c.member_id, m.id, m.upline_id, c.depth + 1 FROM chain c JOIN members m ON m.id = c.upline_id
    WHERE c.depth < 50
  )
  SELECT ancestor_id, member_id, depth FROM chain;
