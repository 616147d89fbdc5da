-- The ledger explains every balance, so its rows are never rewritten: corrections are new rows.
CREATE FUNCTION "point_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "point_ledger_append_only"
  BEFORE UPDATE OR DELETE ON "point_ledger"
  FOR EACH ROW EXECUTE FUNCTION "point_ledger_refuse_change"();
