-- The audit log says what changed (issue #38 item 9): a status change keeps its status before and after.
-- Older events have none and are shown as before.
ALTER TABLE "audit_events" ADD COLUMN "details" jsonb;
