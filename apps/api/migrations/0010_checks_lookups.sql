ALTER TABLE "submissions" ADD COLUMN "text_fingerprint" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "first_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_mobile_no_idx" ON "submissions" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "submissions_whatsapp_no_idx" ON "submissions" USING btree ("whatsapp_no");--> statement-breakpoint
CREATE INDEX "submissions_text_fingerprint_idx" ON "submissions" USING btree ("text_fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "submissions_review_queue_first_time_idx" ON "submissions" USING btree ("status","risk_rank" DESC NULLS LAST,"waiting_since","id") WHERE "submissions"."first_time";--> statement-breakpoint
-- Backfill (hand-written): a post is a first-time post when its advertiser has no earlier post.
UPDATE "submissions" AS s SET "first_time" = NOT EXISTS (SELECT 1 FROM "submissions" AS o WHERE o."advertiser_id" = s."advertiser_id" AND o."id" < s."id");
