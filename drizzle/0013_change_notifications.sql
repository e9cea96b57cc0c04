-- Change notifications for the server's read cache (server/node/store/readCache.ts, issue 34): after every statement
-- that writes one of the tables signed-in pages read on each request, the table's name goes out on the channel
-- klimahain_changes when its transaction commits (one notification per table and transaction). Every server instance
-- listens and drops what it holds of that table, whoever wrote it: another instance, a script or psql.
CREATE OR REPLACE FUNCTION "klimahain_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('klimahain_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "donations_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "donations" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "plots_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plots" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "plot_allocations_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plot_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "calculator_states_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calculator_states" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "abo_changes_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "abo_changes" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "team_tasks_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_tasks" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
--> statement-breakpoint
CREATE TRIGGER "tree_gifts_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tree_gifts" FOR EACH STATEMENT EXECUTE FUNCTION "klimahain_notify_change"();
