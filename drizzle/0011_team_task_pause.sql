ALTER TABLE "team_tasks" ADD COLUMN "pause_from" date;--> statement-breakpoint
ALTER TABLE "team_tasks" ADD COLUMN "pause_until" date;