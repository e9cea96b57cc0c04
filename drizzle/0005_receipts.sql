CREATE TABLE "receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"gifts" jsonb NOT NULL,
	"recipient" jsonb,
	"issued_at" timestamp with time zone NOT NULL,
	"sha256" text NOT NULL,
	"voided_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id");