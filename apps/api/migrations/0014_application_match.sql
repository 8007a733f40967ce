ALTER TABLE "applications" ADD COLUMN "match_factors" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_score" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_classified_match_idx" ON "applications" USING btree ("classified_id","match_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_classified_status_match_idx" ON "applications" USING btree ("classified_id","review_status","match_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_match_factors_check" CHECK ("applications"."match_factors" between 0 and 15);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_match_score_check" CHECK ("applications"."match_score" between 0 and 4);--> statement-breakpoint
-- Hand-written backfill (issue #9, decision 034): score the applications made before these columns existed
-- from their seekers' profiles and jobs as they are now, as lib/application-match.ts does (category 1,
-- locality 2, experience 4, qualification 8; the job's qualification code as the profile's id). No profile:
-- 0. test/db/migrate.test.ts checks it against the code's refresh.
UPDATE "applications" SET "match_factors" = "fresh"."factors", "match_score" = "fresh"."score"
FROM (
  SELECT "a"."id",
    "f"."category" * 1 + "f"."locality" * 2 + "f"."experience" * 4 + "f"."qualification" * 8 AS "factors",
    "f"."category" + "f"."locality" + "f"."experience" + "f"."qualification" AS "score"
  FROM "applications" "a"
  JOIN "classifieds" "c" ON "c"."id" = "a"."classified_id"
  LEFT JOIN "job_seeker_profiles" "p" ON "p"."user_id" = "a"."user_id"
  CROSS JOIN LATERAL (SELECT
    coalesce(("p"."job_category" @> array["c"."category_id"]::integer[])::int, 0) AS "category",
    coalesce(("p"."locations" @> array["c"."location_id"]::integer[])::int, 0) AS "locality",
    coalesce(("p"."experience" >= "c"."experience_min_years")::int, 0) AS "experience",
    coalesce(("p"."qualification" >= CASE "c"."qualification" WHEN 'no_education' THEN 1 WHEN 'below_10th' THEN 2
      WHEN '10th_pass' THEN 3 WHEN '12th_pass' THEN 4 WHEN 'iti' THEN 5 WHEN 'diploma' THEN 6 WHEN 'graduate' THEN 7
      WHEN 'post_graduate' THEN 8 ELSE 0 END)::int, 0) AS "qualification"
  ) AS "f"
) AS "fresh"
WHERE "applications"."id" = "fresh"."id" AND "applications"."match_factors" <> "fresh"."factors";
