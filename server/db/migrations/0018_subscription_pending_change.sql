ALTER TABLE "billing_subscriptions" ADD COLUMN "pending_price_id" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "pending_provider_plan_id" text;