ALTER TABLE "receipts" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "receipt_mails_on" boolean DEFAULT false NOT NULL;