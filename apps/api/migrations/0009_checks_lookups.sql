ALTER TABLE "submissions" ADD COLUMN "text_fingerprint" text;--> statement-breakpoint
CREATE INDEX "submissions_mobile_no_idx" ON "submissions" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "submissions_whatsapp_no_idx" ON "submissions" USING btree ("whatsapp_no");--> statement-breakpoint
CREATE INDEX "submissions_text_fingerprint_idx" ON "submissions" USING btree ("text_fingerprint","created_at");