ALTER TABLE "job_seeker_profiles" ALTER COLUMN "past_employer" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ALTER COLUMN "recent_designation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ALTER COLUMN "salary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "job_role" integer;