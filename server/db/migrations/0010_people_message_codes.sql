ALTER TABLE "generation_tasks" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "params" jsonb;