CREATE TABLE "abo_manage_links" (
	"donation_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abo_manage_links" ADD CONSTRAINT "abo_manage_links_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE no action ON UPDATE no action;