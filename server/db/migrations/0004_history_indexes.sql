-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; PGlite loads it in open-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "media_items_owner_created_idx";--> statement-breakpoint
DROP INDEX "uploads_owner_created_idx";--> statement-breakpoint
CREATE INDEX "media_items_prompt_trgm_idx" ON "media_items" USING gin ("prompt_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_items_owner_created_idx" ON "media_items" USING btree ("owner_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);