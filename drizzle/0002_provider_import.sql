ALTER TABLE "plots" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_mails_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "plot_allocations_order_idx" ON "plot_allocations" USING btree ("tree_provider_donation_id");