CREATE TABLE "tree_gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"donation_id" text,
	"order_id" text,
	"giver_user_id" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text NOT NULL,
	"deliver_on" date NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by_user_id" text
);
--> statement-breakpoint
ALTER TABLE "tree_gifts" ADD CONSTRAINT "tree_gifts_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_gifts" ADD CONSTRAINT "tree_gifts_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tree_gifts_token_idx" ON "tree_gifts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_gifts_intent_idx" ON "tree_gifts" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "tree_gifts_giver_idx" ON "tree_gifts" USING btree ("giver_user_id");--> statement-breakpoint
CREATE INDEX "tree_gifts_claimed_by_idx" ON "tree_gifts" USING btree ("claimed_by_user_id");--> statement-breakpoint
CREATE INDEX "tree_gifts_due_idx" ON "tree_gifts" USING btree ("deliver_on") WHERE delivered_at is null;