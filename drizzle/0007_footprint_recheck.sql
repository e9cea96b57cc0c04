CREATE TABLE "abo_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"donation_id" text NOT NULL,
	"from_amount_cents" integer NOT NULL,
	"from_donation_type" text NOT NULL,
	"to_amount_cents" integer NOT NULL,
	"to_donation_type" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_states" ADD COLUMN "previous_co2_emission_total" double precision;--> statement-breakpoint
ALTER TABLE "calculator_states" ADD COLUMN "previous_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calculator_states" ADD COLUMN "recheck_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abo_changes" ADD CONSTRAINT "abo_changes_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abo_changes_donation_idx" ON "abo_changes" USING btree ("donation_id");