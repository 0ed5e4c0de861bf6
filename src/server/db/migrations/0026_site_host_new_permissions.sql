-- Issue 27. The host of each customer's site as it is stored, not derived from the leadsDomain
-- setting at each use: impersonation tokens go to it and name it. Start-up fills the existing rows
-- from the settings as they stand (db/seed.ts: the environment's LEADS_DOMAIN cannot be read here).
ALTER TABLE "customers" ADD COLUMN "site_host" text;
--> statement-breakpoint
-- New permissions: filing (oi:add) and cancelling (oi:edit) upgrade requests, which needed only the
-- queue's access code before, and changing the OI settings (oi:edit::setting), which needed
-- ou:edit::setting. Roles stored before keep what they could do where it is safe: a role that
-- decides upgrade requests also files and cancels them, and a role that held every inventory
-- permission of the catalog (the demo inventory_manager) holds the new ones too. Roles are lists of
-- codes, so they are extended here once; the catalog table still holds the codes as they were.
UPDATE "roles"
SET "permissions" = ARRAY(
      SELECT DISTINCT p FROM unnest("permissions" || ARRAY[
        'oi:add::upgrade_package_request', 'oi:edit::upgrade_package_request',
        'oi:access::upgrade_package_request', 'oi:access::packages', 'oi:access::oi'
      ]) AS p ORDER BY p),
    "updated_at" = now()
WHERE NOT "system" AND 'oi:approve::upgrade_package_request' = ANY("permissions");
--> statement-breakpoint
UPDATE "roles"
SET "permissions" = ARRAY(SELECT DISTINCT p FROM unnest("permissions" || ARRAY['oi:edit::setting']) AS p ORDER BY p),
    "updated_at" = now()
WHERE NOT "system"
  AND EXISTS (SELECT 1 FROM "permissions" WHERE "module" = 'oi')
  AND "permissions" @> ARRAY(SELECT "code" FROM "permissions" WHERE "module" = 'oi');
