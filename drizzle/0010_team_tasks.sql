CREATE TABLE "team_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"donation_id" text NOT NULL,
	"new_amount_cents" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"due_by" date NOT NULL,
	"link_token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_tasks" ADD CONSTRAINT "team_tasks_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_tasks_donation_idx" ON "team_tasks" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "team_tasks_open_idx" ON "team_tasks" USING btree ("requested_at") WHERE "team_tasks"."done_at" is null;