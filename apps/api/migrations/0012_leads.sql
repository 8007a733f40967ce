CREATE TABLE "database_contacts" (
	"classified_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_contacts_classified_id_user_id_pk" PRIMARY KEY("classified_id","user_id")
);
--> statement-breakpoint
DROP INDEX "applications_classified_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contacted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "discoverable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "plan_paid_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "database_contacts" ADD CONSTRAINT "database_contacts_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_contacts" ADD CONSTRAINT "database_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_contacts" ADD CONSTRAINT "database_contacts_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_classified_created_idx" ON "applications" USING btree ("classified_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_classified_status_created_idx" ON "applications" USING btree ("classified_id","review_status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_job_category_idx" ON "job_seeker_profiles" USING gin ("job_category");--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_locations_idx" ON "job_seeker_profiles" USING gin ("locations");--> statement-breakpoint
-- Hand-written backfill (issue #9): a number whose code was answered before this column existed counts as
-- verified from its earliest consumed code (a code ended by a newer one or by wrong tries counts too: the
-- table keeps no finer record, and it keeps only the last day's codes).
UPDATE "users" SET "mobile_verified_at" = "first"."at"
FROM (SELECT "mobile", min("consumed_at") AS "at" FROM "otp_codes" WHERE "consumed_at" IS NOT NULL GROUP BY "mobile") AS "first"
WHERE "users"."mobile" = "first"."mobile" AND "users"."mobile_verified_at" IS NULL;
