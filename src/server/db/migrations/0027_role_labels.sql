-- Issue 26 §8. A role keeps its name as people typed it ("QA Walk Role") in "label"; "name" stays its
-- code ("qa_walk_role"), which the console keys on. Roles stored before get a label read from their
-- code, each word capitalised, the demo roles' own names where initcap would read wrong ("HR").
ALTER TABLE "roles" ADD COLUMN "label" text;
--> statement-breakpoint
UPDATE "roles"
SET "label" = CASE "name"
  WHEN 'hr_manager' THEN 'HR Manager'
  ELSE initcap(replace("name", '_', ' '))
END
WHERE "label" IS NULL;
--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "label" SET NOT NULL;
