-- An upload quota per organization (issue #34 item 4, ORG_STORAGE_QUOTA_GB). Each upload is charged to its
-- uploader's organization (uploads.organization_id, set once at upload), and organization_storage keeps the sum per
-- organization, moved by statement-level triggers on every insert and delete of uploads: an upload, the sweep, a
-- project's or an organization's delete alike, one UPDATE per statement however many rows it touched. The upload
-- path then reads one row instead of adding up every upload of the organization.
CREATE TABLE "organization_storage" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_storage" ADD CONSTRAINT "organization_storage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What is stored already is charged to its uploader's organization of today.
UPDATE "uploads" u SET "organization_id" = us."organization_id"
  FROM "users" us
  WHERE us."id" = u."uploaded_by" AND us."organization_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "organization_storage" ("organization_id", "bytes")
  SELECT u."organization_id", sum(u."size")
  FROM "uploads" u JOIN "organizations" o ON o."id" = u."organization_id"
  GROUP BY u."organization_id";--> statement-breakpoint
CREATE FUNCTION byggarkiv_count_upload_bytes() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organization_storage (organization_id, bytes)
      SELECT a.organization_id, sum(a.size)
      FROM added a JOIN organizations o ON o.id = a.organization_id
      GROUP BY a.organization_id
    ON CONFLICT (organization_id) DO UPDATE SET bytes = organization_storage.bytes + excluded.bytes;
  ELSE
    UPDATE organization_storage s SET bytes = greatest(s.bytes - g.bytes, 0)
      FROM (SELECT organization_id, sum(size) AS bytes FROM removed
            WHERE organization_id IS NOT NULL GROUP BY organization_id) g
      WHERE s.organization_id = g.organization_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER uploads_bytes_added AFTER INSERT ON "uploads" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_count_upload_bytes();--> statement-breakpoint
CREATE TRIGGER uploads_bytes_removed AFTER DELETE ON "uploads" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION byggarkiv_count_upload_bytes();
