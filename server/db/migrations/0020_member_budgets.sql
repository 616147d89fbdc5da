ALTER TABLE "team_members" ADD COLUMN "monthly_cap" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "default_member_cap" integer;