ALTER TABLE "orders" ADD COLUMN "payment_provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "donation_type" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_transaction_idx" ON "orders" USING btree ("payment_provider_transaction_id");