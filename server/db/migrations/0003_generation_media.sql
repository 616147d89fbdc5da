CREATE TABLE "generation_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"template_id" text NOT NULL,
	"template_label" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer,
	"error_message" text,
	"cost" integer NOT NULL,
	"request" jsonb NOT NULL,
	"provider_name" text NOT NULL,
	"provider_task_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_tasks_status_check" CHECK ("generation_tasks"."status" in ('queued', 'running', 'complete', 'failed')),
	CONSTRAINT "generation_tasks_progress_check" CHECK ("generation_tasks"."progress" is null or "generation_tasks"."progress" between 0 and 100),
	CONSTRAINT "generation_tasks_cost_check" CHECK ("generation_tasks"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"team_id" uuid,
	"project_id" uuid,
	"task_id" uuid,
	"output_index" integer,
	"media_type" text NOT NULL,
	"service_type" text NOT NULL,
	"template_id" text,
	"prompt_text" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seed" bigint,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"thumbnail_key" text,
	"thumbnail_content_type" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"remix_data" jsonb,
	"input_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_media_type_check" CHECK ("media_items"."media_type" in ('image', 'video')),
	CONSTRAINT "media_items_size_check" CHECK ("media_items"."width" > 0 and "media_items"."height" > 0 and "media_items"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_key" text,
	"thumbnail_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose_check" CHECK ("uploads"."purpose" in ('seed', 'guide', 'input', 'mask'))
);
--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD CONSTRAINT "generation_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD CONSTRAINT "generation_tasks_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_task_id_generation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."generation_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_tasks_user_status_idx" ON "generation_tasks" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "generation_tasks_user_created_idx" ON "generation_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_task_output_key" ON "media_items" USING btree ("task_id","output_index");--> statement-breakpoint
CREATE INDEX "media_items_owner_created_idx" ON "media_items" USING btree ("owner_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_owner_created_idx" ON "uploads" USING btree ("owner_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);