ALTER TABLE "media_items" ADD COLUMN "lineage_kind" text;--> statement-breakpoint
-- Creations stored before steps were recorded take the step their template type names (a remix was not told apart).
UPDATE "media_items" SET "lineage_kind" = CASE "service_type"
  WHEN 'text-to-image' THEN 'generate'
  WHEN 'text-to-video' THEN 'generate'
  WHEN 'image-to-image' THEN 'image-to-image'
  WHEN 'image-to-video' THEN 'image-to-video'
  WHEN 'image-variations' THEN 'variation'
  WHEN 'upscale' THEN 'upscale'
  WHEN 'image-inpainting' THEN 'inpaint'
  WHEN 'image-outpainting' THEN 'outpaint'
  WHEN 'background-removal' THEN 'background-removal'
END;
