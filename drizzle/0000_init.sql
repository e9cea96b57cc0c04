CREATE TABLE "calculator_states" (
	"user_id" text NOT NULL,
	"country" text NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"co2_emission_total" double precision NOT NULL,
	"co2t_per_tree" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calculator_states_user_id_country_pk" PRIMARY KEY("user_id","country")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"donation_id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"donation_type" text NOT NULL,
	"rhythm" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"project" text NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"tree_provider" text NOT NULL,
	"tree_units_requested" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"payment_provider" text,
	"payment_provider_transaction_id" text
);
--> statement-breakpoint
CREATE TABLE "frontend_errors" (
	"id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stacktrace" text,
	"url" text,
	"user_agent" text,
	"user_id" text,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email_key" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"consent_text_version" text NOT NULL,
	"confirmation_mail_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmation_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"tree_provider_donation_id" text PRIMARY KEY NOT NULL,
	"donation_id" text NOT NULL,
	"user_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	"donation_type" text NOT NULL,
	"order_state" text NOT NULL,
	"planned_planting" date,
	"project" text NOT NULL,
	"tree_units" integer NOT NULL,
	"accounted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"project" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_by_donation_id" text
);
--> statement-breakpoint
CREATE TABLE "plot_allocations" (
	"plot_id" text NOT NULL,
	"tree_provider_donation_id" text NOT NULL,
	"user_id" text,
	"tree_count" integer NOT NULL,
	CONSTRAINT "plot_allocations_plot_id_tree_provider_donation_id_pk" PRIMARY KEY("plot_id","tree_provider_donation_id")
);
--> statement-breakpoint
CREATE TABLE "plots" (
	"plot_id" text PRIMARY KEY NOT NULL,
	"project" text NOT NULL,
	"planted_at" date NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"polygons" jsonb NOT NULL,
	"map_link" text,
	"species" jsonb NOT NULL,
	"co2t_per_tree_per_year" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"address_id" text,
	"address_country" text,
	"address_place" text,
	"address_street" text,
	"address_zip" text,
	"birthdate" timestamp with time zone,
	"company_name" text,
	"salutation" text,
	"profile_completion_suppressed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_donation_id_donations_donation_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("donation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_allocations" ADD CONSTRAINT "plot_allocations_plot_id_plots_plot_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("plot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_intent_uq" ON "donations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_transaction_uq" ON "donations" USING btree ("payment_provider","payment_provider_transaction_id") WHERE "donations"."payment_provider_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_token_uq" ON "newsletter_subscribers" USING btree ("confirmation_token");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_donation_idx" ON "orders" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "plot_allocations_user_idx" ON "plot_allocations" USING btree ("user_id");