-- Account states became invited | active | disabled (issue 11 §3): the old 'inactive' is 'disabled'.
UPDATE "users" SET "status" = 'disabled' WHERE "status" = 'inactive';
